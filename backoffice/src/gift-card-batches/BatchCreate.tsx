import { Create, DateInput, NumberInput, SimpleForm, TextInput, useNotify, useRedirect } from 'react-admin';
import { Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { formatRupees, istDay } from '../format';
import { type BatchDraft, MAX_AMOUNT, MAX_BATCH, MIN_AMOUNT, batchErrors, batchTotal, shortestExpiry } from './batchRules';

const Worth = () => {
    const draft = useWatch() as BatchDraft;
    return <Typography role="status">Worth {formatRupees(batchTotal(draft))} once paid (the gift card liability).</Typography>;
};

/**
 * Issue a company's gift cards: how many, each card's amount, the last day (at least a year on: the RBI's minimum;
 * empty: a year from the payment), who ordered them. The codes are made at once (their sheet on the next page) and
 * can be spent once the batch is marked paid.
 */
export const BatchCreate = () => {
    const notify = useNotify();
    const redirect = useRedirect();
    const today = istDay();
    return (
        <Create
            title="Issue gift cards for a company"
            transform={(data: BatchDraft) => ({ ...data, expires_on: data.expires_on || null })} // a cleared date: none chosen
            // an own onSuccess replaces react-admin's, its redirect included: both said here
            mutationOptions={{
                onSuccess: (batch: { id: number }) => {
                    notify('Gift cards issued: waiting for the company’s payment.', { type: 'success' });
                    redirect('show', 'gift-card-batches', batch.id);
                },
            }}
        >
            <SimpleForm defaultValues={{ count: 10, amount: 1000 }} validate={values => batchErrors(values as BatchDraft, today)}>
                <TextInput source="company" label="Company" />
                <NumberInput source="count" label="How many cards" min={1} max={MAX_BATCH} />
                <NumberInput source="amount" label="Each card (₹)" min={MIN_AMOUNT} max={MAX_AMOUNT} step={100} />
                <DateInput source="expires_on" label="Valid until" helperText={`Empty: a year from the payment. At least ${shortestExpiry(today).split('-').reverse().join('/')}.`} />
                <TextInput source="buyer" label="Buyer (who ordered them)" />
                <TextInput source="buyer_email" label="Buyer's e-mail" type="email" />
                <TextInput source="reference" label="PO or payment reference" />
                <Worth />
            </SimpleForm>
        </Create>
    );
};

export default BatchCreate;
