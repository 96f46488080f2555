import { useState } from 'react';
import { TextField } from '@mui/material';
import { formatRupees } from '../format';
import type { ReturnDetail } from './types';
import { refundErrors, type StepErrors } from './stepRules';
import { StepDialog, useReturnStep } from './StepDialog';

/**
 * Refund: the amount the server computed from what the customer paid for those lines (discounts pro
 * rata, shipping only for the shop's faults), editable down, never above; the UTR asked only when the
 * server says money is paid by hand (`refund_asks_utr`): not when the customer chose store credit, nor
 * when the order's gift cards and store credit cover the whole refund (each gets its share back). The
 * credit note is issued with it either way.
 */
export const RefundDialog = ({ record, onClose }: { record: ReturnDetail; onClose: () => void }) => {
    const run = useReturnStep(record);
    const [amount, setAmount] = useState(record.refund_max == null ? '' : Number(record.refund_max).toFixed(2));
    const [reference, setReference] = useState('');
    const [errors, setErrors] = useState<StepErrors>({});
    const toCredit = record.refund_to === 'credit';
    const asksUtr = record.refund_asks_utr;
    const to = toCredit
        ? 'the customer’s store credit (their choice)'
        : !asksUtr
          ? 'what the customer paid with: the gift cards and store credit get their shares back'
          : record.refund_to === 'upi_id'
            ? `UPI ID ${record.upi_id}`
            : `the UPI payment ${record.upi_reference || 'on record'}`;
    const submit = async () => {
        const found = refundErrors(amount, reference, record.refund_max, !asksUtr);
        if (Object.keys(found).length) {
            setErrors(found);
            return found;
        }
        const answer = await run('refund', { amount: Number(amount).toFixed(2), reference: reference.trim() }, ['amount', 'reference']);
        setErrors(answer ?? {});
        return answer;
    };
    return (
        <StepDialog title={`Refund return ${record.number}`} submitLabel="Refund" onSubmit={submit} onClose={onClose} message={`Refund to ${to}.`}>
            <TextField
                label="Amount (₹)"
                value={amount}
                onChange={event => setAmount(event.target.value)}
                error={Boolean(errors.amount)}
                helperText={errors.amount ?? (record.refund_max ? `At most ${formatRupees(record.refund_max)}.` : undefined)}
                required
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            {asksUtr ? (
                <TextField
                    label="UTR / reference"
                    value={reference}
                    onChange={event => setReference(event.target.value)}
                    error={Boolean(errors.reference)}
                    helperText={errors.reference ?? 'The bank’s reference of the refund.'}
                    required
                    slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 40 } }}
                />
            ) : null}
        </StepDialog>
    );
};
