import { useEffect, useState } from 'react';
import { useRefresh, useUpdate } from 'react-admin';
import { Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useNotifyError } from '../common/useNotifyError';
import { type Draft, fieldErrors, fromRevision, sendBlock } from './draftRules';
import type { LineIn, Quote, QuoteRevision, RevisionIn } from './types';

/** The draft revision: prices from the breaks (a different one needs its reason), delivery, terms, dates. */
export const DraftEditor = ({ quote, revision, onBlock }: { quote: Quote; revision: QuoteRevision; onBlock?: (reason: string | null) => void }) => {
    const [draft, setDraft] = useState<Draft>(() => fromRevision(revision));
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [failed, setFailed] = useState(false);
    const block = sendBlock(draft, revision, failed);
    useEffect(() => onBlock?.(block), [block, onBlock]);
    const [update, { isPending }] = useUpdate();
    const refresh = useRefresh();
    const notifyError = useNotifyError();
    const business = Boolean(quote.business_gstin);
    const setLine = (i: number, change: Partial<LineIn>) => setDraft(d => ({ ...d, lines: d.lines.map((ln, j) => (j === i ? { ...ln, ...change } : ln)) }));
    const set = (change: Partial<Draft>) => setDraft(d => ({ ...d, ...change }));
    const remove = (i: number) => setDraft(d => ({ ...d, lines: d.lines.filter((_, j) => j !== i) }));
    const save = () => {
        const data: RevisionIn = { ...draft, lines: draft.lines.map(({ list_price: _, ...ln }) => ln), terms_days: draft.terms_days as RevisionIn['terms_days'] };
        update(
            'quotes',
            { id: quote.id, data, previousData: quote },
            {
                onSuccess: () => {
                    setErrors({});
                    setFailed(false);
                    refresh();
                },
                onError: error => {
                    setErrors(fieldErrors(error));
                    setFailed(true);
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
                        {ln.kind === 'setup' ? (
                            <Button size="small" color="error" onClick={() => remove(i)} aria-label={`Remove the setup charge ${ln.size}`}>
                                Remove
                            </Button>
                        ) : null}
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
