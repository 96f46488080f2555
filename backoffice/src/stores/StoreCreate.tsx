import { Create, SimpleForm } from 'react-admin';
import { StoreFields } from './StoreFields';

/**
 * A store from scratch or from an accepted quote (its number; "Make a store" on the quote fills this form). A store's
 * "Duplicate" stores a draft instead and opens its edit page (StoreDraftEdit).
 */
export const StoreCreate = () => (
    <Create title="New store" redirect="list">
        <SimpleForm>
            <StoreFields />
        </SimpleForm>
    </Create>
);

export default StoreCreate;
