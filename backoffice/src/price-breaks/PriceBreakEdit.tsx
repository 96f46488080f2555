import { ArrayInput, Edit, type Identifier, NumberInput, SimpleForm, SimpleFormIterator, TextInput, minValue, required, useRecordContext } from 'react-admin';
import { Typography } from '@mui/material';
import { SaveOnlyToolbar } from '../common/SaveOnlyToolbar';
import type { PriceBreaksRecord } from './types';

const Heading = () => {
    const record = useRecordContext<PriceBreaksRecord>();
    if (!record) return null;
    return (
        <>
            <Typography variant="h6">{record.name}: price breaks</Typography>
            <Typography variant="body2" color="text.secondary">
                The unit price of each piece by the quantity of one order (all sizes together). The first tier starts at 1;
                each next one starts right after the one before ends; leave the last one&apos;s “To” blank (“250+”). Prices
                include GST. Leave the table empty for no breaks.
            </Typography>
        </>
    );
};

const price = [required(), minValue(0.01)];

/**
 * The owner edits a product type's whole bulk table at once; the server checks it for gaps and overlaps and its
 * message shows under the table. `id`: the product type's (default: the route's).
 */
export const PriceBreakEdit = ({ id }: { id?: Identifier }) => (
    <Edit resource="price-breaks" id={id} mutationMode="pessimistic" redirect="list" title="Price breaks">
        <SimpleForm toolbar={<SaveOnlyToolbar />}>
            <Heading />
            <ArrayInput source="tiers" label="Quantity tiers">
                <SimpleFormIterator inline disableReordering>
                    <NumberInput source="min_quantity" label="From (pieces)" validate={[required(), minValue(1)]} helperText={false} />
                    <NumberInput source="max_quantity" label="To (blank: and more)" validate={minValue(1)} helperText={false} />
                    <NumberInput source="one_side" label="One side (₹)" validate={price} helperText={false} />
                    <NumberInput source="both_sides" label="Both sides (₹)" validate={price} helperText={false} />
                </SimpleFormIterator>
            </ArrayInput>
            <ArrayInput source="setup" label="Setup charges (once per bulk order)">
                <SimpleFormIterator inline disableReordering>
                    <TextInput source="label" label="Charge" validate={required()} helperText={false} />
                    <NumberInput source="amount" label="Amount (₹)" validate={price} helperText={false} />
                </SimpleFormIterator>
            </ArrayInput>
        </SimpleForm>
    </Edit>
);

export default PriceBreakEdit;
