import { Edit, SimpleForm } from 'react-admin';
import { CatalogueItemInputs } from './CatalogueItemInputs';

export const CatalogueItemEdit = () => (
    <Edit mutationMode="pessimistic" redirect="list">
        <SimpleForm>
            <CatalogueItemInputs />
        </SimpleForm>
    </Edit>
);

export default CatalogueItemEdit;
