import { Create, SimpleForm } from 'react-admin';
import { AdminInputs } from './AdminInputs';

/** Register an admin (the same inputs and call as the dashboard's 'Register an Admin'). */
export const AdminCreate = () => (
    <Create redirect="list">
        <SimpleForm>
            <AdminInputs />
        </SimpleForm>
    </Create>
);

export default AdminCreate;
