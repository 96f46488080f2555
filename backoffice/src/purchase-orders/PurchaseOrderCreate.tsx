import { Create, SimpleForm } from 'react-admin';
import { PurchaseOrderInputs } from './PurchaseOrderInputs';

/** A new purchase order: a draft, numbered at once (PO-26-000001), sent from its page. */
export const PurchaseOrderCreate = () => (
    <Create title="New purchase order" redirect="show">
        <SimpleForm defaultValues={{ lines: [] }}>
            <PurchaseOrderInputs />
        </SimpleForm>
    </Create>
);

export default PurchaseOrderCreate;
