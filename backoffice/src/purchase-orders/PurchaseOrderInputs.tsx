import {
    ArrayInput,
    AutocompleteInput,
    DateInput,
    NumberInput,
    ReferenceInput,
    SimpleFormIterator,
    TextInput,
    minValue,
    required,
} from 'react-admin';
import { Stack } from '@mui/material';
import { blankName } from '../blank-stock/blankName';
import type { BlankItem } from '../types';
import { SuggestButton } from './SuggestButton';

/** The purchase order's form (Create, and Edit while a draft): supplier, blanks with quantities and
 * rates a piece (GST extra: the server adds the input tax by the supplier's state), note, date. */
export const PurchaseOrderInputs = () => (
    <>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
            <ReferenceInput source="supplier_id" reference="suppliers" filter={{ active: true }}>
                <AutocompleteInput label="Supplier" optionText="name" validate={required()} sx={{ minWidth: 260 }} />
            </ReferenceInput>
            <SuggestButton />
        </Stack>
        <ArrayInput source="lines" label="Blanks" validate={required()}>
            <SimpleFormIterator inline disableReordering>
                <ReferenceInput source="item_id" reference="blank-stock" perPage={100}>
                    <AutocompleteInput
                        label="Blank"
                        optionText={(item: BlankItem) => blankName(item)}
                        validate={required()}
                        sx={{ minWidth: 280 }}
                    />
                </ReferenceInput>
                <NumberInput source="quantity" label="Pieces" validate={[required(), minValue(1)]} min={1} sx={{ width: 110 }} />
                <NumberInput source="rate" label="Rate (₹, GST extra)" validate={[required(), minValue(0.01)]} step={0.5} sx={{ width: 150 }} />
            </SimpleFormIterator>
        </ArrayInput>
        <DateInput source="expected_on" label="Deliver by" />
        <TextInput source="note" multiline fullWidth />
    </>
);
