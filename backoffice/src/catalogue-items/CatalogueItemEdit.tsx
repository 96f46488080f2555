import { Edit, SimpleForm } from 'react-admin';
import { CatalogueItemInputs } from './CatalogueItemInputs';
import { KEEP_TYPED } from '../common/keepTyped';

export const CatalogueItemEdit = () => (
    <Edit mutationMode="pessimistic" redirect="list">
        <SimpleForm resetOptions={KEEP_TYPED}>
            <CatalogueItemInputs />
        </SimpleForm>
    </Edit>
);

export default CatalogueItemEdit;
