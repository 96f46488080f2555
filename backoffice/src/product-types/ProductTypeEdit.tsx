import {
    ArrayInput,
    BooleanInput,
    Edit,
    NumberInput,
    SimpleForm,
    SimpleFormIterator,
    TextInput,
    minValue,
    required,
} from 'react-admin';
import { Box } from '@mui/material';
import { SaveOnlyToolbar } from '../common/SaveOnlyToolbar';
import { FactsInputs } from '../catalogue-items/FactsInputs';

/** A product type's name, prices and facts; sleeve prices are edited in place (sleeves are fixed). */
export const ProductTypeEdit = () => (
    <Edit mutationMode="pessimistic" redirect="list">
        <SimpleForm toolbar={<SaveOnlyToolbar />}>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                <TextInput source="name" validate={required()} />
                <NumberInput source="base_price" label="Base price (₹)" validate={[required(), minValue(0)]} />
                <NumberInput source="position" />
            </Box>
            <ArrayInput source="sleeves" label="Sleeve prices">
                <SimpleFormIterator inline disableAdd disableRemove disableReordering>
                    <TextInput source="name" readOnly helperText={false} />
                    <NumberInput source="price" label="Price (₹)" validate={[required(), minValue(0)]} helperText={false} />
                </SimpleFormIterator>
            </ArrayInput>
            <TextInput source="description" multiline minRows={2} fullWidth />
            <TextInput source="name_hi" label="Name in Hindi" helperText="Blank: the shop shows the English name" />
            <TextInput source="description_hi" label="Description in Hindi" helperText="Blank: the shop shows the English description" multiline minRows={2} fullWidth />
            <BooleanInput source="customisable" label="Offered in the design studio" />
            <BooleanInput source="has_sizes" label="Comes in sizes" />
            <FactsInputs />
        </SimpleForm>
    </Edit>
);

export default ProductTypeEdit;
