import { useCallback, useEffect, useState } from 'react';
import { CanAccess, useNotify, useRecordContext } from 'react-admin';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { errorText } from '../providers/errors';
import { formatDateTime, formatRupees } from '../format';
import { type StoreCredit as Credit, grantStoreCredit, readStoreCredit } from './api';
import { type GrantErrors, MOVE_WORDS, grantErrors } from './creditRules';

/** "Grant credit": an amount and the reason the customer reads in their history (audited by the server). */
const GrantDialog = ({ customerId, onGranted, onClose }: { customerId: number; onGranted: (c: Credit) => void; onClose: () => void }) => {
    const [amount, setAmount] = useState('');
    const [reason, setReason] = useState('');
    const [errors, setErrors] = useState<GrantErrors>({});
    const [failure, setFailure] = useState('');
    const notify = useNotify();
    const submit = async () => {
        const found = grantErrors(amount, reason);
        setErrors(found);
        if (Object.keys(found).length) return;
        try {
            onGranted(await grantStoreCredit(customerId, amount.trim(), reason.trim()));
            notify(`Store credit of ${formatRupees(amount)} granted.`, { type: 'success' });
            onClose();
        } catch (e) {
            setFailure(errorText(e, 'The credit was not granted.'));
        }
    };
    return (
        <Dialog open onClose={onClose} aria-labelledby="grant-credit-title">
            <DialogTitle id="grant-credit-title">Grant store credit</DialogTitle>
            <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important', minWidth: 360 }}>
                <TextField label="Amount (₹)" value={amount} onChange={e => setAmount(e.target.value)} error={Boolean(errors.amount)} helperText={errors.amount} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
                <TextField
                    label="Reason"
                    value={reason}
                    onChange={e => setReason(e.target.value)}
                    error={Boolean(errors.reason)}
                    helperText={errors.reason ?? 'The customer reads it in their store credit history.'}
                    multiline
                    slotProps={{ htmlInput: { maxLength: 300 } }}
                />
                {failure ? <Alert severity="error">{failure}</Alert> : null}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>Cancel</Button>
                <Button variant="contained" onClick={() => void submit()}>
                    Grant
                </Button>
            </DialogActions>
        </Dialog>
    );
};

/** A customer's store credit: the balance, its latest moves (returns, grants, orders) and "Grant credit". */
export const StoreCredit = () => {
    const customer = useRecordContext<{ id: number }>();
    const [credit, setCredit] = useState<Credit | null>(null);
    const [error, setError] = useState('');
    const [granting, setGranting] = useState(false);
    const load = useCallback(() => {
        if (!customer) return;
        readStoreCredit(customer.id)
            .then(setCredit)
            .catch((e: unknown) => setError(errorText(e, 'The store credit could not be loaded.')));
    }, [customer]);
    useEffect(load, [load]);
    if (!customer) return null;
    return (
        <Box component="section" aria-labelledby="store-credit-title" sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="h6" component="h2" id="store-credit-title">
                Store credit: {credit ? formatRupees(credit.balance) : '…'}
            </Typography>
            {error ? <Alert severity="error">{error}</Alert> : null}
            <CanAccess resource="customers" action="credit">
                <Box>
                    <Button variant="outlined" onClick={() => setGranting(true)}>
                        Grant credit
                    </Button>
                </Box>
            </CanAccess>
            {credit && credit.history.length ? (
                <Table size="small" aria-label="Store credit history">
                    <TableHead>
                        <TableRow>
                            <TableCell>When</TableCell>
                            <TableCell>What</TableCell>
                            <TableCell>Reason</TableCell>
                            <TableCell align="right">Amount</TableCell>
                            <TableCell align="right">Balance</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {credit.history.map(m => (
                            <TableRow key={m.id}>
                                <TableCell>{formatDateTime(m.created_at)}</TableCell>
                                <TableCell>{MOVE_WORDS[m.kind] ?? m.kind}</TableCell>
                                <TableCell>{m.reason || m.reference}</TableCell>
                                <TableCell align="right">{formatRupees(m.amount)}</TableCell>
                                <TableCell align="right">{formatRupees(m.balance_after)}</TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            ) : (
                <Typography color="text.secondary">No store credit yet.</Typography>
            )}
            {granting ? <GrantDialog customerId={customer.id} onGranted={setCredit} onClose={() => setGranting(false)} /> : null}
        </Box>
    );
};
