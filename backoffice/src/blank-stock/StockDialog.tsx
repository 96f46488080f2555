import { useState, type FormEvent } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { errorText } from '../providers/errors';
import type { BlankItem, StockAdjust } from '../types';
import { blankName } from './blankName';
import { adjustStock, receiveStock } from './api';

export type StockAction = 'receive' | 'adjust';

const REASONS: { id: NonNullable<StockAdjust['reason']>; name: string }[] = [
    { id: 'count', name: 'Count' },
    { id: 'damage', name: 'Damage' },
    { id: 'misprint', name: 'Misprint' },
];

/**
 * Receive blanks (on hand goes up; the orders waiting for them are reserved, oldest first) or adjust on
 * hand with a reason (`POST /api/office/blank-stock/{id}/receive|adjust`). The server's message shows
 * in the dialog when it refuses.
 */
export const StockDialog = ({ item, action, onClose }: { item: BlankItem; action: StockAction; onClose: () => void }) => {
    const notify = useNotify();
    const refresh = useRefresh();
    const [amount, setAmount] = useState('');
    const [reason, setReason] = useState('');
    const [reference, setReference] = useState('');
    const [error, setError] = useState<string>();
    const [busy, setBusy] = useState(false);
    const receiving = action === 'receive';
    const submit = async (event: FormEvent) => {
        event.preventDefault();
        setBusy(true);
        try {
            const value = Number.parseInt(amount, 10);
            const after = receiving
                ? await receiveStock(item.id, { quantity: value, reference })
                : await adjustStock(item.id, { delta: value, reason: (reason || null) as StockAdjust['reason'], reference });
            notify(`${blankName(after)}: ${after.on_hand} on hand, ${after.available} available.`, { type: 'success' });
            refresh();
            onClose();
        } catch (failure) {
            setError(errorText(failure, 'The stock could not be changed.'));
        } finally {
            setBusy(false);
        }
    };
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="stock-dialog-title">
            <form onSubmit={event => void submit(event)} noValidate>
                <DialogTitle id="stock-dialog-title">
                    {receiving ? 'Receive' : 'Adjust'} {blankName(item)}
                </DialogTitle>
                <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
                    {error ? <Alert severity="error">{error}</Alert> : null}
                    <TextField
                        label={receiving ? 'Pieces received' : 'Pieces to add (+) or take off (−)'}
                        value={amount}
                        onChange={event => setAmount(event.target.value)}
                        inputMode="numeric"
                        required
                        autoFocus
                    />
                    {receiving ? null : (
                        <TextField select label="Reason" value={reason} onChange={event => setReason(event.target.value)} required>
                            {REASONS.map(r => (
                                <MenuItem key={r.id} value={r.id}>
                                    {r.name}
                                </MenuItem>
                            ))}
                        </TextField>
                    )}
                    <TextField
                        label={receiving ? 'Reference (purchase order, delivery note)' : 'Note'}
                        value={reference}
                        onChange={event => setReference(event.target.value)}
                        inputProps={{ maxLength: 80 }}
                    />
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>Cancel</Button>
                    <Button type="submit" variant="contained" disabled={busy}>
                        {receiving ? 'Receive' : 'Adjust'}
                    </Button>
                </DialogActions>
            </form>
        </Dialog>
    );
};
