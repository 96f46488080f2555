import { BooleanInput, Edit, SimpleForm } from 'react-admin';
import { VoucherRules } from './VoucherInputs';

/** A voucher's rules changed, or switched off (its code and uses stay). */
export const VoucherEdit = () => (
    <Edit mutationMode="pessimistic" redirect="list">
        <SimpleForm>
            <VoucherRules />
            <BooleanInput source="active" label="Running" />
        </SimpleForm>
    </Edit>
);

export default VoucherEdit;
