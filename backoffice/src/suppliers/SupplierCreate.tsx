import { Create, SimpleForm } from 'react-admin';
import { SupplierInputs } from './SupplierInputs';

export const SupplierCreate = () => (
    <Create title="New supplier" redirect="list">
        <SimpleForm>
            <SupplierInputs />
        </SimpleForm>
    </Create>
);

export default SupplierCreate;
