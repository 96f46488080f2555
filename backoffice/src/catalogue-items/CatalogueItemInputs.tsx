import {
    ArrayInput,
    BooleanInput,
    CheckboxGroupInput,
    NumberInput,
    ReferenceInput,
    SelectInput,
    SimpleFormIterator,
    TextInput,
    minValue,
    regex,
    required,
} from 'react-admin';
import { Box } from '@mui/material';
import { FactsInputs } from './FactsInputs';

const SIZE_CHOICES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL'].map(id => ({ id, name: id }));
const hex = regex(/^#[0-9a-fA-F]{6}$/, 'Enter a colour as #RRGGBB.');

/** Shared by Create and Edit. Images are paths of the three gallery pictures. */
export const CatalogueItemInputs = () => (
    <>
        <Box sx={{ display: 'flex', gap: 2, width: '100%', flexWrap: 'wrap' }}>
            <TextInput source="name" validate={required()} sx={{ flex: 2, minWidth: 240 }} />
            <ReferenceInput source="product_type_id" reference="product-types" sort={{ field: 'position', order: 'ASC' }}>
                <SelectInput optionText="name" label="Product type" validate={required()} sx={{ flex: 1, minWidth: 180 }} />
            </ReferenceInput>
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <NumberInput source="price" label="Price (₹)" validate={[required(), minValue(0)]} />
            <NumberInput source="old_price" label="Old price (₹)" validate={[required(), minValue(0)]} />
            <NumberInput source="position" label="Position" />
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <TextInput source="colour_name" label="Colour" validate={required()} />
            <TextInput source="colour_hex" label="Colour hex" validate={[required(), hex]} placeholder="#FFFFFF" />
        </Box>
        <CheckboxGroupInput source="sizes" choices={SIZE_CHOICES} />
        <TextInput source="description" validate={required()} multiline minRows={3} fullWidth />
        <TextInput source="name_hi" label="Name in Hindi" helperText="Blank: the shop shows the English name" fullWidth />
        <TextInput source="description_hi" label="Description in Hindi" helperText="Blank: the shop shows the English description" multiline minRows={3} fullWidth />
        <ArrayInput source="images" label="Gallery images (paths)">
            <SimpleFormIterator inline disableReordering>
                <TextInput source="" label="Path" helperText={false} sx={{ minWidth: 320 }} />
            </SimpleFormIterator>
        </ArrayInput>
        <FactsInputs item />
        <BooleanInput source="active" label="Shown in the shop" />
    </>
);
