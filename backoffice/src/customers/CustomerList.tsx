import { BooleanInput, Datagrid, EmailField, List, NumberField, SearchInput, TextField, TextInput } from 'react-admin';
import { DayField, RupeeField } from '../common/fields';

const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Name, phone, email, city" />,
    <TextInput key="city" source="city" />,
    <BooleanInput key="is_active" source="is_active" label="Active" />,
];

/** Customers with what they owe, have paid and were refunded. */
export const CustomerList = () => (
    <List filters={filters} sort={{ field: 'date_joined', order: 'DESC' }} perPage={25}>
        <Datagrid rowClick="show" bulkActionButtons={false}>
            <TextField source="name" />
            <TextField source="phone_number" label="Phone number" />
            <EmailField source="email" />
            <TextField source="city" />
            <NumberField source="orders_count" label="Orders" />
            <RupeeField source="total_due" label="Due" />
            <RupeeField source="total_paid" label="Paid" />
            <RupeeField source="total_refunded" label="Refunded" />
            <DayField source="date_joined" label="Joined" />
        </Datagrid>
    </List>
);

export default CustomerList;
