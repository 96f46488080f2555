import { Edit, SimpleForm } from 'react-admin';
import { SupplierInputs } from './SupplierInputs';

/** A supplier's details; purchase orders already written keep their tax heads. */
export const SupplierEdit = () => (
    <Edit title="Supplier" mutationMode="pessimistic" redirect="list">
        <SimpleForm>
            <SupplierInputs editing />
        </SimpleForm>
    </Edit>
);

export default SupplierEdit;
