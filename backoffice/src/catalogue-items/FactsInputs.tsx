import { ArrayInput, NumberInput, SimpleFormIterator, TextInput, maxLength, maxValue, minValue } from 'react-admin';
import { Box, Typography } from '@mui/material';

/**
 * The product page's Details and Features tabs (docs/reviews-api.md): shared by the catalogue
 * items' and the product types' forms. On an item, a blank field shows its product type's value.
 * The country of origin is shown before purchase (Consumer Protection (E-Commerce) Rules, 2020).
 */
export const FactsInputs = ({ item = false }: { item?: boolean }) => {
    const blank = item ? "Blank: the product type's" : false;
    return (
        <Box sx={{ width: '100%' }}>
            <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
                Details and features
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                <TextInput source="material" validate={maxLength(120)} helperText={blank} sx={{ minWidth: 260 }} />
                <NumberInput source="gsm" label="GSM" validate={[minValue(1), maxValue(2000)]} helperText={blank || 'Grams per square metre'} />
                <TextInput source="fit" validate={maxLength(60)} helperText={blank} />
                <TextInput source="print_method" label="Print method" validate={maxLength(80)} helperText={blank} />
                <TextInput
                    source="country_of_origin"
                    label="Country of origin"
                    validate={maxLength(60)}
                    helperText={item ? "Blank: the product type's" : 'Blank: India'}
                />
            </Box>
            <TextInput source="care" label="Care" validate={maxLength(300)} helperText={blank} multiline fullWidth />
            <ArrayInput source="features" label={item ? "Features (none: the product type's)" : 'Features'}>
                <SimpleFormIterator inline disableReordering>
                    <TextInput source="" label="Feature" validate={maxLength(160)} helperText={false} sx={{ minWidth: 420 }} />
                </SimpleFormIterator>
            </ArrayInput>
        </Box>
    );
};
