import { Edit, SimpleForm } from 'react-admin';
import { OfferInputs } from './OfferInputs';

export const OfferEdit = () => (
    <Edit mutationMode="pessimistic" redirect="list" transform={(d: Record<string, unknown>) => ({ ...d, starts_at: d.starts_at || null, ends_at: d.ends_at || null })}>
        <SimpleForm>
            <OfferInputs />
        </SimpleForm>
    </Edit>
);

export default OfferEdit;
