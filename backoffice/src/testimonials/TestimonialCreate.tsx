import { Create, SimpleForm } from 'react-admin';
import { TestimonialInputs } from './TestimonialInputs';
import { photoAsDataUrl } from './photo';

export const TestimonialCreate = () => (
    <Create redirect="list" transform={photoAsDataUrl}>
        <SimpleForm defaultValues={{ approved: true }}>
            <TestimonialInputs photoRequired />
        </SimpleForm>
    </Create>
);

export default TestimonialCreate;
