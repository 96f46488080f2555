import { BooleanInput, DateTimeInput, NumberInput, ReferenceArrayInput, SelectArrayInput, SelectInput, TextInput, required } from 'react-admin';

export const OFFER_KINDS = [
    { id: 'buy_n', name: 'Buy N, the cheapest at X% off (100: free)' },
    { id: 'free_shipping', name: 'Free shipping above a value' },
    { id: 'festival', name: 'Festival: X% off' },
];

/** An automatic offer's fields (no code): shown on the product page and the bag while it runs. Times are IST. */
export const OfferInputs = () => (
    <>
        <TextInput source="name" label="Name (the bag's line)" validate={required()} fullWidth />
        <SelectInput source="kind" choices={OFFER_KINDS} validate={required()} />
        <NumberInput source="quantity" label="Buy N: N" min={0} />
        <NumberInput source="percent" label="Percent off" min={0} max={100} />
        <NumberInput source="min_order" label="Free shipping from (Rs)" min={0} />
        <ReferenceArrayInput source="product_type_ids" reference="product-types" sort={{ field: 'position', order: 'ASC' }}>
            <SelectArrayInput label="Only these product types (none: all)" optionText="name" />
        </ReferenceArrayInput>
        <TextInput source="banner" label="Banner" fullWidth />
        <DateTimeInput source="starts_at" label="Starts (IST)" />
        <DateTimeInput source="ends_at" label="Ends (IST)" />
        <BooleanInput source="active" label="Running" />
    </>
);
