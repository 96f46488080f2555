import { useState } from 'react';
import { CanAccess, Labeled, Show, SimpleShowLayout, TextField, TopToolbar, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField as MuiTextField } from '@mui/material';
import { DayField, DayTimeField, RupeeField } from '../common/fields';
import { errorText } from '../providers/errors';
import { formatRupees } from '../format';
import { type GiftCardBatch, batchSheetUrl, markBatchPaid } from './api';

/** "Mark paid": the company's payment seen (its reference); every card is sold today and may be spent. */
const MarkPaid = ({ batch }: { batch: GiftCardBatch }) => {
    const [open, setOpen] = useState(false);
    const [reference, setReference] = useState(batch.reference);
    const [error, setError] = useState('');
    const notify = useNotify();
    const refresh = useRefresh();
    const submit = async () => {
        try {
            await markBatchPaid(batch.id, reference.trim());
            notify(`Batch for ${batch.company} marked paid: ${batch.count} cards can be spent.`, { type: 'success' });
            setOpen(false);
            refresh();
        } catch (e) {
            setError(errorText(e, 'The batch was not marked paid.'));
        }
    };
    return (
        <>
            <Button variant="contained" onClick={() => setOpen(true)}>
                Mark paid
            </Button>
            <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="batch-paid-title">
                <DialogTitle id="batch-paid-title">Mark the batch for {batch.company} paid</DialogTitle>
                <DialogContent>
                    <p>
                        {batch.count} cards of {formatRupees(batch.amount)}: {formatRupees(Number(batch.amount) * batch.count)} sold today.
                    </p>
                    <MuiTextField label="Payment reference" value={reference} onChange={e => setReference(e.target.value)} fullWidth slotProps={{ htmlInput: { maxLength: 60 } }} />
                    {error ? <Alert severity="error">{error}</Alert> : null}
                </DialogContent>
                <DialogActions>
                    <Button onClick={() => setOpen(false)}>Cancel</Button>
                    <Button variant="contained" onClick={() => void submit()}>
                        Mark paid
                    </Button>
                </DialogActions>
            </Dialog>
        </>
    );
};

const Actions = () => {
    const batch = useRecordContext<GiftCardBatch>();
    if (!batch) return null;
    return (
        <TopToolbar>
            <CanAccess resource="gift-card-batches" action="export">
                <Button href={batchSheetUrl(batch.id)} download>
                    Download the codes (XLSX)
                </Button>
            </CanAccess>
            {batch.paid ? null : (
                <CanAccess resource="gift-card-batches" action="paid">
                    <MarkPaid batch={batch} />
                </CanAccess>
            )}
        </TopToolbar>
    );
};

const Payment = () => {
    const batch = useRecordContext<GiftCardBatch>();
    if (!batch) return null;
    return (
        <Labeled label="Payment">
            {batch.paid ? (
                <Alert severity="success">Paid: the cards can be spent.</Alert>
            ) : (
                <Alert severity="warning">Waiting for the company’s payment: the codes cannot be spent yet.</Alert>
            )}
        </Labeled>
    );
};

/** One company's batch: its cards, who ordered them, its payment; the sheet of codes and "Mark paid". */
export const BatchShow = () => (
    <Show actions={<Actions />}>
        <SimpleShowLayout>
            <TextField source="company" />
            <TextField source="count" label="Cards" />
            <RupeeField source="amount" label="Each card" />
            <TextField source="buyer" />
            <TextField source="buyer_email" label="Buyer's e-mail" />
            <DayField source="expires_on" label="Valid until" />
            <TextField source="reference" label="Reference" />
            <Payment />
            <DayTimeField source="paid_at" label="Paid on" />
            <DayTimeField source="created_at" label="Issued" />
        </SimpleShowLayout>
    </Show>
);

export default BatchShow;
