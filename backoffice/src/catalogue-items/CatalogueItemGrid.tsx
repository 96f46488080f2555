import { BooleanField, Datagrid, FunctionField, NumberField, TextField } from 'react-admin';
import { Box } from '@mui/material';
import { RupeeField } from '../common/fields';

interface ItemRecord {
    colour_name: string;
    colour_hex: string;
    sizes: string[];
}

/** The catalogue items table (used by the list and the Items screen). */
export const CatalogueItemGrid = () => (
    <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="position" label="#" />
        <TextField source="name" />
        <TextField source="product_type" label="Product" sortable={false} />
        <RupeeField source="price" />
        <RupeeField source="old_price" label="Old price" sx={{ textDecoration: 'line-through', color: 'text.secondary' }} />
        <FunctionField<ItemRecord>
            label="Colour"
            sortBy="colour_name"
            render={record => (
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    <Box sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: record.colour_hex, border: '1px solid rgba(0,0,0,0.2)' }} />
                    {record.colour_name}
                </Box>
            )}
        />
        <FunctionField<ItemRecord> label="Sizes" render={record => record.sizes.join(', ')} />
        <BooleanField source="active" />
    </Datagrid>
);
