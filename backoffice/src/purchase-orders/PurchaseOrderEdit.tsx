import { Edit, SimpleForm } from 'react-admin';
import { PurchaseOrderInputs } from './PurchaseOrderInputs';
import { KEEP_TYPED } from '../common/keepTyped';

/** A draft's supplier, blanks, note and date (a sent purchase order is refused by the server). */
export const PurchaseOrderEdit = () => (
    <Edit title="Purchase order" mutationMode="pessimistic" redirect="show">
        <SimpleForm resetOptions={KEEP_TYPED}>
            <PurchaseOrderInputs />
        </SimpleForm>
    </Edit>
);

export default PurchaseOrderEdit;
