import { useState, type FormEvent } from 'react';
import { useCanAccess, useNotify } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, TextField, Typography } from '@mui/material';
import { useNotifyError } from '../common/useNotifyError';
import { formatRupees } from '../format';
import type { PrintRateIn } from '../types';
import { getMarginSettings, getPrintRates, setCourierCharge, setMarginSettings, setPrintRate, startMarginRun, uploadCourierInvoice } from './api';
import { monthLabel } from './month';

const RATE_FIELDS: { name: keyof Omit<PrintRateIn, 'print_method'>; label: string }[] = [
    { name: 'per_piece', label: 'Per piece and side (₹)' },
    { name: 'per_colour', label: 'Per colour (₹)' },
    { name: 'colours', label: 'Colours a side' },
    { name: 'per_square_inch', label: 'Per square inch (₹)' },
    { name: 'square_inches', label: 'Square inches a side' },
    { name: 'setup_per_job', label: 'Setup per job (₹)' },
];

type RateForm = Record<string, string>;
const EMPTY_RATE: RateForm = { print_method: '', per_piece: '0', per_colour: '0', colours: '1', per_square_inch: '0', square_inches: '0', setup_per_job: '0' };

/**
 * The owner's cost figures: packaging a parcel, the print rates per method, a parcel's courier charge
 * (or the courier's whole invoice as CSV/XLSX: AWB and charge), and the month costed again.
 */
export const CostSettings = ({ month }: { month: string }) => {
    const { canAccess } = useCanAccess({ resource: 'margin-orders', action: 'settings' });
    const [open, setOpen] = useState(false);
    if (!canAccess) return null;
    return (
        <>
            <Button size="small" onClick={() => setOpen(true)}>
                Cost settings
            </Button>
            {open ? <CostSettingsDialog month={month} onClose={() => setOpen(false)} /> : null}
        </>
    );
};

const CostSettingsDialog = ({ month, onClose }: { month: string; onClose: () => void }) => {
    const notify = useNotify();
    const notifyError = useNotifyError();
    const client = useQueryClient();
    const settings = useQuery({ queryKey: ['margins', 'settings'], queryFn: getMarginSettings });
    const rates = useQuery({ queryKey: ['margins', 'rates'], queryFn: getPrintRates });
    const [packaging, setPackaging] = useState<string | null>(null);
    const [rate, setRate] = useState<RateForm>(EMPTY_RATE);
    const [awb, setAwb] = useState('');
    const [charge, setCharge] = useState('');
    const done = (message: string) => () => {
        notify(message, { type: 'success' });
        void client.invalidateQueries({ queryKey: ['margins'] });
    };
    const savePackaging = useMutation({ mutationFn: setMarginSettings, onSuccess: done('Packaging saved'), onError: e => notifyError(e, 'Not saved') });
    const saveRate = useMutation({ mutationFn: setPrintRate, onSuccess: done('Print rate saved'), onError: e => notifyError(e, 'Not saved') });
    const saveCharge = useMutation({
        mutationFn: () => setCourierCharge(awb, charge),
        onSuccess: done('Courier charge saved'),
        onError: e => notifyError(e, 'Not saved'),
    });
    const upload = useMutation({
        mutationFn: uploadCourierInvoice,
        onSuccess: found => {
            const problems = found.problems.length ? `; ${found.problems.length} rows not read` : '';
            done(`${found.saved} charges saved, ${found.matched} matched to parcels${problems}`)();
        },
        onError: e => notifyError(e, 'The invoice could not be read'),
    });
    const run = useMutation({
        mutationFn: () => startMarginRun(month),
        onSuccess: done(`${monthLabel(`${month}-01`)} is being costed again`),
        onError: e => notifyError(e, 'Could not start'),
    });
    const submitRate = (event: FormEvent) => {
        event.preventDefault();
        const body = Object.fromEntries(Object.entries(rate).map(([k, v]) => [k, k === 'print_method' ? v : Number(v)]));
        saveRate.mutate(body as unknown as PrintRateIn);
    };
    const pick = (method: string) => {
        const found = rates.data?.find(r => r.print_method === method);
        setRate(found ? Object.fromEntries(Object.entries(found).map(([k, v]) => [k, String(v)])) : { ...EMPTY_RATE, print_method: method });
    };
    return (
        <Dialog open onClose={onClose} aria-labelledby="cost-settings-title" fullWidth maxWidth="sm">
            <DialogTitle id="cost-settings-title">Cost settings</DialogTitle>
            <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    <TextField
                        label="Packaging per parcel (₹)"
                        size="small"
                        value={packaging ?? String(settings.data?.packaging_per_parcel ?? '')}
                        onChange={e => setPackaging(e.target.value)}
                    />
                    <Button onClick={() => savePackaging.mutate(packaging ?? '0')} disabled={packaging === null}>
                        Save
                    </Button>
                </Box>
                <Divider />
                <Typography variant="subtitle2">Print rates per method</Typography>
                {rates.data?.map(r => (
                    <Button key={r.print_method} size="small" sx={{ justifyContent: 'flex-start' }} onClick={() => pick(r.print_method)}>
                        {r.print_method}: {formatRupees(r.per_piece)} a piece, setup {formatRupees(r.setup_per_job)}
                    </Button>
                ))}
                <Box component="form" onSubmit={submitRate} sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr' }}>
                    <TextField
                        label="Print method (as the product types name it)"
                        size="small"
                        value={rate.print_method}
                        onChange={e => setRate({ ...rate, print_method: e.target.value })}
                        sx={{ gridColumn: '1 / -1' }}
                    />
                    {RATE_FIELDS.map(f => (
                        <TextField key={f.name} label={f.label} size="small" value={rate[f.name]} onChange={e => setRate({ ...rate, [f.name]: e.target.value })} />
                    ))}
                    <Button type="submit" disabled={!rate.print_method}>
                        Save print rate
                    </Button>
                </Box>
                <Divider />
                <Typography variant="subtitle2">Courier charges</Typography>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    <TextField label="AWB" size="small" value={awb} onChange={e => setAwb(e.target.value)} />
                    <TextField label="Charge (₹)" size="small" value={charge} onChange={e => setCharge(e.target.value)} />
                    <Button onClick={() => saveCharge.mutate()} disabled={!awb || !charge}>
                        Save
                    </Button>
                </Box>
                <Button component="label">
                    Upload the courier&apos;s invoice (CSV or XLSX: AWB, charge)
                    <input hidden type="file" accept=".csv,.xlsx" onChange={e => e.target.files?.[0] && upload.mutate(e.target.files[0])} />
                </Button>
            </DialogContent>
            <DialogActions>
                <Button onClick={() => run.mutate()} disabled={run.isPending}>
                    Cost {monthLabel(`${month}-01`)} again
                </Button>
                <Button onClick={onClose}>Close</Button>
            </DialogActions>
        </Dialog>
    );
};
