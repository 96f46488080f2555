import { Create, SimpleForm } from 'react-admin';
import { CatalogueItemInputs } from './CatalogueItemInputs';

export const CatalogueItemCreate = () => (
    <Create redirect="list">
        <SimpleForm defaultValues={{ active: true, sizes: ['XS', 'S', 'M', 'L'], images: [], position: 0 }}>
            <CatalogueItemInputs />
        </SimpleForm>
    </Create>
);

export default CatalogueItemCreate;
