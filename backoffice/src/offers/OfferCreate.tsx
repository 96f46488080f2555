import { Create, SimpleForm } from 'react-admin';
import { OfferInputs } from './OfferInputs';

export const OfferCreate = () => (
    <Create redirect="list" title="New offer" transform={(d: Record<string, unknown>) => ({ ...d, starts_at: d.starts_at || null, ends_at: d.ends_at || null })}>
        <SimpleForm defaultValues={{ kind: 'buy_n', quantity: 3, percent: 100, min_order: 0, active: true }}>
            <OfferInputs />
        </SimpleForm>
    </Create>
);

export default OfferCreate;
