import { BooleanInput, Edit, SimpleForm, TextInput, required } from 'react-admin';
import { SaveOnlyToolbar } from '../common/SaveOnlyToolbar';
import { useNotifyError } from '../common/useNotifyError';
import { RoleInput } from './RoleInput';
import { KEEP_TYPED } from '../common/keepTyped';

/**
 * Rename an admin, change their role or switch their account off (not your own). The server
 * refuses to leave the shop without an active owner; its message shows as a notice and under
 * the field.
 */
export const AdminEdit = () => {
    const notifyError = useNotifyError();
    return (
        <Edit mutationMode="pessimistic" redirect="list" mutationOptions={{ onError: error => notifyError(error, 'Could not save the admin.') }}>
            <SimpleForm resetOptions={KEEP_TYPED} toolbar={<SaveOnlyToolbar />}>
                <TextInput source="phone_number" label="Phone number" disabled />
                <TextInput source="name" validate={required()} />
                <RoleInput />
                <BooleanInput source="is_active" label="Active (can log in)" />
            </SimpleForm>
        </Edit>
    );
};

export default AdminEdit;
