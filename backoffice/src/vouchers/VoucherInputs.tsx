import { BooleanInput, DateTimeInput, NumberInput, ReferenceArrayInput, SelectArrayInput, SelectInput, required } from 'react-admin';

export const VOUCHER_KINDS = [
    { id: 'percent', name: 'Percent off' },
    { id: 'amount', name: 'Rupees off' },
];

/** The rules a voucher (or a batch) is made with, shared by Make and Edit. Times are IST. */
export const VoucherRules = () => (
    <>
        <SelectInput source="kind" choices={VOUCHER_KINDS} validate={required()} />
        <NumberInput source="value" label="Off (percent or rupees)" min={0} validate={required()} />
        <ReferenceArrayInput source="product_type_ids" reference="product-types" sort={{ field: 'position', order: 'ASC' }}>
            <SelectArrayInput label="Only these product types (none: all)" optionText="name" />
        </ReferenceArrayInput>
        <NumberInput source="min_order" label="Minimum order (Rs)" min={0} />
        <NumberInput source="min_quantity" label="Minimum pieces" min={0} />
        <DateTimeInput source="starts_at" label="Starts (IST)" />
        <DateTimeInput source="ends_at" label="Ends (IST)" />
        <NumberInput source="max_uses" label="Uses in total (0: no limit)" min={0} />
        <NumberInput source="max_uses_per_customer" label="Uses per customer (0: no limit)" min={0} />
        <BooleanInput source="first_order_only" label="First order only" />
        <BooleanInput source="combinable" label="Combinable with the automatic offers" />
    </>
);
