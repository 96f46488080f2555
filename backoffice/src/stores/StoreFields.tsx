import {
    ArrayInput,
    BooleanInput,
    DateTimeInput,
    NumberInput,
    SelectInput,
    SimpleFormIterator,
    TextInput,
    required,
} from 'react-admin';

const IST = (value: string | Date) => (value instanceof Date ? value.toISOString() : value);
const list = {
    parse: (v: string) => v.split(',').map(s => s.trim()).filter(Boolean),
    format: (v?: string[]) => (v ?? []).join(', '),
};

/**
 * A store's fields, in the new store's form and a draft's edit page: the organiser by phone, each design a studio
 * design's link on a product with its colours and sizes, the price per piece (the server refuses one under the shop's
 * price break for the expected quantity) and the minimum to print.
 */
export const StoreFields = () => (
    <>
        <TextInput source="title" validate={required()} fullWidth />
        <TextInput source="slug" label="Link (/store/...)" validate={required()} helperText="e.g. fest-2026" />
        <TextInput source="organiser_phone" label="Organiser's phone" validate={required()} />
        <TextInput source="business_name" label="Organiser's business (optional)" />
        <TextInput source="business_gstin" label="GSTIN (optional)" />
        <TextInput source="quote_number" label="From accepted quote (optional)" />
        <DateTimeInput source="opens_at" label="Opens (IST)" validate={required()} parse={IST} />
        <DateTimeInput source="closes_at" label="Closes (IST)" validate={required()} parse={IST} />
        <BooleanInput source="names_asked" label="Ask names" />
        <BooleanInput source="numbers_asked" label="Ask numbers" />
        <BooleanInput source="unique_numbers" label="Numbers unique" />
        <SelectInput
            source="delivery"
            defaultValue="each"
            choices={[
                { id: 'each', name: "To each buyer's address" },
                { id: 'together', name: 'Together to the organiser' },
            ]}
        />
        <TextInput source="password" label="Password (optional)" />
        <BooleanInput source="allow_cod" label="Allow cash on delivery" />
        <BooleanInput source="show_roster" label="Show the roster to buyers" />
        <ArrayInput source="designs" validate={required()}>
            <SimpleFormIterator inline>
                <TextInput source="title" validate={required()} />
                <TextInput source="share_token" label="Studio design link token" validate={required()} />
                <TextInput source="product" label="Product (slug)" defaultValue="tshirts" />
                <TextInput source="sleeve" defaultValue="Half Sleeve" />
                <TextInput source="colours" label="Colours (comma separated)" {...list} />
                <TextInput source="sizes" label="Sizes (comma separated)" {...list} />
                <NumberInput source="price" label="Price per piece (₹)" validate={required()} />
                <NumberInput source="expected" label="Expected pieces" validate={required()} />
                <NumberInput source="minimum" label="Minimum to print" validate={required()} />
            </SimpleFormIterator>
        </ArrayInput>
    </>
);
