import { BooleanField, Datagrid, FunctionField, TextField } from 'react-admin';
import { RupeeField } from '../common/fields';
import { formatRupees } from '../format';

interface ProductTypeRecord {
    sleeves: { name: string; price: number }[];
}

/** Product types and their prices (used by the list and the Items screen). */
export const ProductTypeGrid = () => (
    <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <RupeeField source="base_price" label="Base price" />
        <FunctionField<ProductTypeRecord>
            label="Sleeves"
            render={record => record.sleeves.map(s => `${s.name}: ${formatRupees(s.price)}`).join(' · ') || '—'}
        />
        <BooleanField source="customisable" label="In the studio" />
        <BooleanField source="has_sizes" label="Sizes" />
    </Datagrid>
);
