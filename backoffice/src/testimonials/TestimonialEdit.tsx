import { Edit, SimpleForm } from 'react-admin';
import { TestimonialInputs } from './TestimonialInputs';
import { photoAsDataUrl } from './photo';
import { KEEP_TYPED } from '../common/keepTyped';

export const TestimonialEdit = () => (
    <Edit mutationMode="pessimistic" redirect="list" transform={photoAsDataUrl}>
        <SimpleForm resetOptions={KEEP_TYPED}>
            <TestimonialInputs />
        </SimpleForm>
    </Edit>
);

export default TestimonialEdit;
