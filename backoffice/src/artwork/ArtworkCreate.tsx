import { Create, SimpleForm } from 'react-admin';
import { ArtworkInputs } from './ArtworkInputs';

export const ArtworkCreate = () => (
    <Create redirect="list" title="Upload a template or clip-art">
        <SimpleForm defaultValues={{ kind: 'template', theme: 'festivals', position: 100 }}>
            <ArtworkInputs creating />
        </SimpleForm>
    </Create>
);

export default ArtworkCreate;
