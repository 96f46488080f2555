import { Create, PasswordInput, SimpleForm, TextInput, regex, required } from 'react-admin';

const phone = regex(/^\d{10}$/, 'Enter a valid 10-digit phone number');

/** Register an admin (the same service as the dashboard's 'Register an Admin'). */
export const AdminCreate = () => (
    <Create redirect="list">
        <SimpleForm>
            <TextInput source="name" validate={required()} />
            <TextInput source="phone_number" label="Phone number" validate={[required(), phone]} />
            <PasswordInput source="password" validate={required()} autoComplete="new-password" />
        </SimpleForm>
    </Create>
);

export default AdminCreate;
