import { useState } from 'react';
import { useRefresh, useUpdate } from 'react-admin';
import { Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useNotifyError } from '../common/useNotifyError';
import type { LineIn, Quote, QuoteRevision, RevisionIn } from './types';

type Draft = Omit<RevisionIn, 'lines' | 'terms_days'> & { lines: (LineIn & { list_price: string })[]; terms_days: number };

const fromRevision = (r: QuoteRevision): Draft => ({
    lines: r.lines.map(ln => ({ kind: ln.kind as LineIn['kind'], size: ln.size, quantity: ln.quantity, unit_price: String(ln.unit_price), reason: ln.reason, list_price: String(ln.list_price) })),
    delivery: String(r.delivery),
    valid_until: r.valid_until,
    dispatch_by: r.dispatch_by,
    advance_percent: String(r.advance_percent),
    terms_days: r.terms_days,
    note: r.note,
});

const fieldErrors = (error: unknown): Record<string, string> => {
    const body = (error as { body?: { errors?: Record<string, string[]> } })?.body;
    return Object.fromEntries(Object.entries(body?.errors ?? {}).map(([k, v]) => [k, v[0]]));
};

/** The draft revision: prices from the breaks (a different one needs its reason), delivery, terms, dates. */
export const DraftEditor = ({ quote, revision }: { quote: Quote; revision: QuoteRevision }) => {
    const [draft, setDraft] = useState<Draft>(() => fromRevision(revision));
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [update, { isPending }] = useUpdate();
    const refresh = useRefresh();
    const notifyError = useNotifyError();
    const business = Boolean(quote.business_gstin);
    const setLine = (i: number, change: Partial<LineIn>) => setDraft(d => ({ ...d, lines: d.lines.map((ln, j) => (j === i ? { ...ln, ...change } : ln)) }));
    const set = (change: Partial<Draft>) => setDraft(d => ({ ...d, ...change }));
    const save = () => {
        const data: RevisionIn = { ...draft, lines: draft.lines.map(({ list_price: _, ...ln }) => ln), terms_days: draft.terms_days as RevisionIn['terms_days'] };
        update(
            'quotes',
            { id: quote.id, data, previousData: quote },
            {
                onSuccess: () => {
                    setErrors({});
                    refresh();
                },
                onError: error => {
                    setErrors(fieldErrors(error));
                    notifyError(error, 'The quote was not saved');
                },
            },
        );
    };
    return (
        <Card variant="outlined" component="section" aria-label="Draft revision">
            <CardContent sx={{ display: 'grid', gap: 2 }}>
                <Typography variant="h6" component="h2">
                    Draft revision {revision.number}
                </Typography>
                {draft.lines.map((ln, i) => (
                    <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                        <TextField label="Line" value={ln.kind === 'setup' ? `Setup: ${ln.size}` : `Size ${ln.size}`} disabled size="small" />
                        <TextField label="Qty" type="number" size="small" value={ln.quantity} onChange={e => setLine(i, { quantity: Number(e.target.value) })} inputProps={{ 'aria-label': `Quantity of ${ln.size}` }} />
                        <TextField
                            label={`Unit price (breaks ₹${ln.list_price})`}
                            size="small"
                            value={ln.unit_price}
                            onChange={e => setLine(i, { unit_price: e.target.value })}
                            inputProps={{ 'aria-label': `Unit price of ${ln.size}` }}
                        />
                        <TextField
                            label="Reason for a changed price"
                            size="small"
                            value={ln.reason ?? ''}
                            error={Boolean(errors[`lines.${i}.reason`])}
                            helperText={errors[`lines.${i}.reason`]}
                            onChange={e => setLine(i, { reason: e.target.value })}
                            inputProps={{ 'aria-label': `Reason for the price of ${ln.size}` }}
                            sx={{ flex: 1 }}
                        />
                    </Stack>
                ))}
                <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
                    <TextField label="Delivery (₹)" size="small" value={draft.delivery} onChange={e => set({ delivery: e.target.value })} />
                    <TextField label="Valid until" type="date" size="small" value={draft.valid_until} error={Boolean(errors.valid_until)} helperText={errors.valid_until} onChange={e => set({ valid_until: e.target.value })} InputLabelProps={{ shrink: true }} />
                    <TextField label="Expected dispatch" type="date" size="small" value={draft.dispatch_by} onChange={e => set({ dispatch_by: e.target.value })} InputLabelProps={{ shrink: true }} />
                    <TextField select label="Payment" size="small" value={draft.terms_days} error={Boolean(errors.terms_days)} helperText={errors.terms_days} onChange={e => set({ terms_days: Number(e.target.value) })}>
                        <MenuItem value={0}>Advance before production</MenuItem>
                        <MenuItem value={15} disabled={!business}>Net 15 days (business)</MenuItem>
                        <MenuItem value={30} disabled={!business}>Net 30 days (business)</MenuItem>
                    </TextField>
                    <TextField label="Advance %" size="small" value={draft.advance_percent} onChange={e => set({ advance_percent: e.target.value })} />
                    <TextField label="Note to the customer" size="small" value={draft.note ?? ''} onChange={e => set({ note: e.target.value })} />
                </Box>
                <Box>
                    <Button variant="outlined" onClick={save} disabled={isPending}>
                        Save draft
                    </Button>
                </Box>
            </CardContent>
        </Card>
    );
};
