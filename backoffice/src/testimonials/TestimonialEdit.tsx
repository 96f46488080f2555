import { Edit, SimpleForm } from 'react-admin';
import { TestimonialInputs } from './TestimonialInputs';

export const TestimonialEdit = () => (
    <Edit mutationMode="pessimistic" redirect="list">
        <SimpleForm>
            <TestimonialInputs />
        </SimpleForm>
    </Edit>
);

export default TestimonialEdit;
