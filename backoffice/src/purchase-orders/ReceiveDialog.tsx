import { useState, type FormEvent } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import { errorText } from '../providers/errors';
import type { PurchaseOrder } from '../types';
import { receivePurchase } from './api';

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

/**
 * What arrived against a purchase order, with the supplier's tax invoice number and date: each
 * line's pieces (all still to come by default) go into blank stock, and the orders waiting for those
 * blanks are reserved, oldest first. More than ordered is refused by the server, with its message.
 */
export const ReceiveDialog = ({ order, onClose }: { order: PurchaseOrder; onClose: () => void }) => {
    const notify = useNotify();
    const refresh = useRefresh();
    // a phone gets the whole screen, each blank's name above its pieces
    const phone = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const open = order.lines.filter(line => line.to_come > 0);
    const [pieces, setPieces] = useState<Record<number, string>>(Object.fromEntries(open.map(l => [l.id, String(l.to_come)])));
    const [invoice, setInvoice] = useState('');
    const [day, setDay] = useState(today);
    const [error, setError] = useState<string>();
    const [busy, setBusy] = useState(false);
    const submit = async (event: FormEvent) => {
        event.preventDefault();
        setBusy(true);
        try {
            const after = await receivePurchase(order.id, {
                supplier_invoice_number: invoice,
                supplier_invoice_date: day || null,
                lines: open.map(line => ({ line_id: line.id, quantity: Number.parseInt(pieces[line.id] || '0', 10) || 0 })),
            });
            notify(`${after.number}: received into blank stock.`, { type: 'success' });
            refresh();
            onClose();
        } catch (failure) {
            setError(errorText(failure, 'The delivery could not be received.'));
        } finally {
            setBusy(false);
        }
    };
    return (
        <Dialog open onClose={onClose} fullWidth fullScreen={phone} maxWidth="sm" aria-labelledby="receive-title">
            <form onSubmit={event => void submit(event)} noValidate>
                <DialogTitle id="receive-title">Receive {order.number}</DialogTitle>
                <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
                    {error ? <Alert severity="error">{error}</Alert> : null}
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                        <TextField label="Supplier's invoice number" value={invoice} onChange={e => setInvoice(e.target.value)} required autoFocus inputProps={{ maxLength: 16 }} />
                        <TextField label="Invoice date" type="date" value={day} onChange={e => setDay(e.target.value)} required InputLabelProps={{ shrink: true }} />
                    </Stack>
                    {open.map(line => (
                        // a phone: the blank's name above its pieces; wider: side by side
                        <Stack key={line.id} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} alignItems={{ xs: 'stretch', sm: 'center' }}>
                            <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                                {line.description} <Typography component="span" color="text.secondary">({line.to_come} to come)</Typography>
                            </Typography>
                            <TextField
                                label="Pieces"
                                value={pieces[line.id] ?? ''}
                                onChange={e => setPieces(current => ({ ...current, [line.id]: e.target.value }))}
                                inputMode="numeric"
                                sx={{ width: { xs: '100%', sm: 100 } }}
                                inputProps={{ 'aria-label': `Pieces of ${line.description}` }}
                            />
                        </Stack>
                    ))}
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>Cancel</Button>
                    <Button type="submit" variant="contained" disabled={busy}>
                        Receive
                    </Button>
                </DialogActions>
            </form>
        </Dialog>
    );
};
