import { List, SearchInput } from 'react-admin';
import { ProductTypeGrid } from './ProductTypeGrid';

export const ProductTypeList = () => (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'position', order: 'ASC' }} pagination={false} perPage={100}>
        <ProductTypeGrid />
    </List>
);

export default ProductTypeList;
