import { Create, SimpleForm } from 'react-admin';
import { TestimonialInputs } from './TestimonialInputs';

export const TestimonialCreate = () => (
    <Create redirect="list">
        <SimpleForm defaultValues={{ approved: true }}>
            <TestimonialInputs photoRequired />
        </SimpleForm>
    </Create>
);

export default TestimonialCreate;
