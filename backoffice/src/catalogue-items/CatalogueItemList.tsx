import { BooleanInput, List, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { CatalogueItemGrid } from './CatalogueItemGrid';

const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <BooleanInput key="active" source="active" />,
    <ReferenceInput key="product_type_id" source="product_type_id" reference="product-types">
        <SelectInput optionText="name" label="Product" />
    </ReferenceInput>,
];

export const CatalogueItemList = () => (
    <List filters={filters} sort={{ field: 'position', order: 'ASC' }}>
        <CatalogueItemGrid />
    </List>
);

export default CatalogueItemList;
