import { BooleanInput, Edit, SimpleForm } from 'react-admin';
import { ArtworkInputs } from './ArtworkInputs';
import { KEEP_TYPED } from '../common/keepTyped';

/** Title, theme, place, on or off the shelf; a new drawing only when one is chosen (the old one stays otherwise). */
export const ArtworkEdit = () => (
    <Edit mutationMode="pessimistic" transform={(data: Record<string, unknown>) => ({ ...data, svg: data.svg || null })}>
        <SimpleForm resetOptions={KEEP_TYPED}>
            <ArtworkInputs />
            <BooleanInput source="active" label="On the studio's shelf" />
        </SimpleForm>
    </Edit>
);

export default ArtworkEdit;
