import { BooleanInput, Edit, SimpleForm, TextInput, required } from 'react-admin';
import { SaveOnlyToolbar } from '../common/SaveOnlyToolbar';

/** Rename an admin or switch their account off (not your own). */
export const AdminEdit = () => (
    <Edit mutationMode="pessimistic" redirect="list">
        <SimpleForm toolbar={<SaveOnlyToolbar />}>
            <TextInput source="phone_number" label="Phone number" disabled />
            <TextInput source="name" validate={required()} />
            <BooleanInput source="is_active" label="Active (can log in)" />
        </SimpleForm>
    </Edit>
);

export default AdminEdit;
