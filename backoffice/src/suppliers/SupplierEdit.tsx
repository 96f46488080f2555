import { Edit, SimpleForm } from 'react-admin';
import { SupplierInputs } from './SupplierInputs';
import { KEEP_TYPED } from '../common/keepTyped';

/** A supplier's details; purchase orders already written keep their tax heads. */
export const SupplierEdit = () => (
    <Edit title="Supplier" mutationMode="pessimistic" redirect="list">
        <SimpleForm resetOptions={KEEP_TYPED}>
            <SupplierInputs editing />
        </SimpleForm>
    </Edit>
);

export default SupplierEdit;
