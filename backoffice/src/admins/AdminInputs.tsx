import { PasswordInput, TextInput, required } from 'react-admin';
import { validatePhone } from '../common/phone';
import { RoleInput } from './RoleInput';

/** A new admin: name, phone number, masked password, role (Create and the dashboard's 'Register an Admin'). */
export const AdminInputs = () => (
    <>
        <TextInput source="name" label="Name" validate={required()} />
        <TextInput source="phone_number" label="Phone Number" validate={[required(), validatePhone]} inputProps={{ inputMode: 'numeric' }} />
        <PasswordInput source="password" label="Password" validate={required()} autoComplete="new-password" />
        <RoleInput isCreate />
    </>
);
