import { useState } from 'react';
import { Alert, Box, Button, Checkbox, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useNotifyError } from '../common/useNotifyError';
import { formatDate, formatRupees } from '../format';
import type { BankCredit, BankStatement, ConfirmResult } from '../types';
import { useConfirm, useCredits } from './useBank';

const open = (c: BankCredit) => Boolean(c.order_id) && !c.confirmed && c.order_payment_status === 'unpaid';
type Candidate = BankCredit['candidates'][number];
const payable = (c: BankCredit, o: Candidate) =>
    o.payment_method === 'upi' && o.status !== 'cancelled' && o.payment_status === 'unpaid' && Number(o.amount) === Number(c.amount);

/** A UTR several orders gave: those orders, and a person confirms the one the credit pays (the server checks it again). */
const Candidates = ({ credit, onChoose, busy }: { credit: BankCredit; onChoose: (orderId: string) => void; busy: boolean }) => (
    <Box component="ul" aria-label={`Orders given UTR ${credit.utr}`} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        {credit.candidates.map(o => (
            <Box component="li" key={o.order_id} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="span" sx={{ fontFamily: 'ui-monospace, monospace' }}>{o.order_id}</Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                    {o.name} · {formatRupees(o.amount)} · {formatDate(o.created_at)} · {o.status}, {o.payment_status}
                </Typography>
                <Button size="small" variant="outlined" disabled={busy || !payable(credit, o)} onClick={() => onChoose(o.order_id)}>
                    Confirm {o.order_id}
                </Button>
            </Box>
        ))}
    </Box>
);

/** The statement's credits, each with the order proposed and why; confirm one, or tick several and confirm them together. */
export const CreditsTable = ({ statement }: { statement: BankStatement }) => {
    const { data: credits = [], isPending } = useCredits(statement);
    const confirm = useConfirm();
    const notifyError = useNotifyError();
    const [ticked, setTicked] = useState<number[]>([]);
    const [results, setResults] = useState<Record<number, ConfirmResult>>({});
    const proposals = credits.filter(open);
    const send = (ids: number[], orderId?: string) =>
        confirm.mutate({ ids, orderId }, {
            onSuccess: answer => {
                setResults(current => ({ ...current, ...Object.fromEntries(answer.map(r => [r.credit_id, r])) }));
                setTicked([]);
            },
            onError: error => notifyError(error, 'The payments could not be confirmed'),
        });
    const toggle = (id: number) => setTicked(t => (t.includes(id) ? t.filter(x => x !== id) : [...t, id]));
    if (isPending) return <Typography>Reading the credits...</Typography>;
    return (
        <Box sx={{ overflowX: 'auto' }}>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
                <Typography>
                    {statement.credits} credits, {statement.proposed} matched to unpaid UPI orders.
                </Typography>
                <Button variant="outlined" size="small" onClick={() => setTicked(proposals.map(c => c.id))} disabled={!proposals.length}>
                    Tick all matches
                </Button>
                <Button variant="contained" size="small" onClick={() => send(ticked)} disabled={!ticked.length || confirm.isPending}>
                    Confirm {ticked.length} selected
                </Button>
            </Box>
            <Table size="small" aria-label="Credits">
                <TableHead>
                    <TableRow>
                        {['', 'Date', 'Amount', 'Narration', 'Order', 'Why', ''].map((h, i) => (
                            <TableCell key={i}>{h}</TableCell>
                        ))}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {credits.map(c => {
                        const result = results[c.id];
                        return (
                            <TableRow key={c.id}>
                                <TableCell padding="checkbox">
                                    {open(c) && !result?.ok && (
                                        <Checkbox checked={ticked.includes(c.id)} onChange={() => toggle(c.id)} inputProps={{ 'aria-label': `Select credit of ${formatRupees(c.amount)} for ${c.order_id}` }} />
                                    )}
                                </TableCell>
                                <TableCell>{formatDate(c.value_date)}</TableCell>
                                <TableCell align="right">{formatRupees(c.amount)}</TableCell>
                                <TableCell sx={{ maxWidth: 280, wordBreak: 'break-all' }}>{c.narration}</TableCell>
                                <TableCell sx={{ fontFamily: 'ui-monospace, monospace' }}>
                                    {c.rule === 'ambiguous' && !c.confirmed && !result?.ok ? (
                                        <Candidates credit={c} busy={confirm.isPending} onChoose={orderId => send([c.id], orderId)} />
                                    ) : (
                                        c.order_id ?? '-'
                                    )}
                                </TableCell>
                                <TableCell sx={{ minWidth: 240, maxWidth: 360 }}>{c.reason}</TableCell>
                                <TableCell>
                                    {result ? (
                                        <Alert severity={result.ok ? 'success' : 'warning'} sx={{ py: 0 }}>{result.message}</Alert>
                                    ) : c.confirmed ? (
                                        'Paid'
                                    ) : open(c) ? (
                                        <Button size="small" onClick={() => send([c.id])} disabled={confirm.isPending}>Confirm</Button>
                                    ) : null}
                                </TableCell>
                            </TableRow>
                        );
                    })}
                </TableBody>
            </Table>
        </Box>
    );
};
