import { useState } from 'react';
import { useCanAccess, useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { type RefundState, refundByUtr, refundRetry } from './api';

const COLOURS = { pending: 'warning', processed: 'success', failed: 'error', utr: 'info' } as const;

/**
 * A refund to the original payment through the payment gateway: pending (asked after the refund was recorded),
 * processed (the gateway's refund id), failed (the gateway's reason), or paid by bank transfer (its UTR). A failed one
 * is asked again, or switched to a bank transfer with its UTR, by whoever changes payments (Accounts); both audited.
 * Shown on the return and on the credit note it settles (the order's invoices).
 */
export const RefundStateLine = ({ state, onChanged }: { state: RefundState; onChanged?: () => void }) => {
    const [shown, setShown] = useState(state);
    const [utr, setUtr] = useState('');
    const [busy, setBusy] = useState(false);
    const [error, setError] = useState('');
    const notify = useNotify();
    const queries = useQueryClient();
    const { canAccess } = useCanAccess({ resource: 'returns', action: 'refund_retry' });
    const act = async (call: () => Promise<RefundState>, done: string) => {
        setBusy(true);
        setError('');
        try {
            setShown(await call());
            notify(done, { type: 'info' });
            await queries.invalidateQueries();
            onChanged?.();
        } catch (failure) {
            setError(failure instanceof Error ? failure.message : 'The change was not saved.');
        } finally {
            setBusy(false);
        }
    };
    const detail = shown.status === 'processed' ? shown.refund_id : shown.status === 'failed' ? shown.failure_reason : shown.status === 'utr' ? `UTR ${shown.utr}` : 'asked of the gateway';
    return (
        <Box aria-label="Refund to the original payment" role="group" sx={{ mt: 0.5 }}>
            <Typography variant="body2" component="div">
                <Chip size="small" color={COLOURS[shown.status]} label={shown.status_label} sx={{ mr: 1 }} />
                {detail}
            </Typography>
            {shown.status === 'failed' && canAccess ? (
                <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                    <Button size="small" variant="contained" disabled={busy} onClick={() => void act(() => refundRetry(shown.id), 'Refund asked again')}>
                        Ask the gateway again
                    </Button>
                    <TextField
                        size="small"
                        label="or paid by bank transfer: UTR"
                        value={utr}
                        onChange={e => setUtr(e.target.value)}
                        inputProps={{ maxLength: 40 }}
                    />
                    <Button size="small" disabled={busy || !/^[A-Za-z0-9]{6,40}$/.test(utr.trim())} onClick={() => void act(() => refundByUtr(shown.id, utr.trim()), 'Refund recorded as paid by bank transfer')}>
                        Record UTR
                    </Button>
                </Stack>
            ) : null}
            {error ? (
                <Typography variant="body2" color="error" role="alert">
                    {error}
                </Typography>
            ) : null}
        </Box>
    );
};
