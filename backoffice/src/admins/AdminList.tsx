import { BooleanField, Datagrid, List, SearchInput, SelectField, TextField } from 'react-admin';
import { ROLE_CHOICES } from '../access/roles';
import { DayField, DayTimeField } from '../common/fields';

/** The admin team and their roles. */
export const AdminList = () => (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'date_joined', order: 'DESC' }}>
        <Datagrid rowClick="edit" bulkActionButtons={false}>
            <TextField source="name" />
            <TextField source="phone_number" label="Phone number" />
            <SelectField source="role" label="Role" choices={ROLE_CHOICES} emptyText="No role" />
            <BooleanField source="is_active" label="Active" />
            <DayField source="date_joined" label="Added" />
            <DayTimeField source="last_login" label="Last log-in" />
        </Datagrid>
    </List>
);

export default AdminList;
