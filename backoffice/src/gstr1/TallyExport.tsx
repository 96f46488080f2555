import { useState } from 'react';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { ExportProgress } from '../exports/ExportProgress';
import { tallyBody, type ExportJob } from '../exports/exportJob';
import { useStartExport } from '../exports/useExports';
import { useNotifyError } from '../common/useNotifyError';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The Tally file for the accountant: the period's sales, credit notes, receipts and purchases as
 * Tally's XML vouchers, party ledgers first. A worker writes it and checks it against GSTR-1 and the
 * purchase register before it is offered (kept for a day).
 */
export const TallyExport = ({ month, span }: { month: string; span: 'month' | 'quarter' }) => {
    const start = useStartExport();
    const notifyError = useNotifyError();
    const [which, setWhich] = useState<'period' | 'days'>('period');
    const [from, setFrom] = useState('');
    const [to, setTo] = useState('');
    const [job, setJob] = useState<ExportJob | null>(null);
    const daysValid = DAY.test(from) && DAY.test(to) && from <= to;
    const begin = () =>
        start.mutate(tallyBody(which === 'period' ? { month, span } : { from, to }), {
            onSuccess: setJob,
            onError: error => notifyError(error, 'The Tally file could not start'),
        });
    return (
        <Stack spacing={2} alignItems="flex-start">
            <Typography variant="body2" color="text.secondary">
                Vouchers for Tally Prime (Gateway of Tally, Import, Transactions): sales per tax invoice, credit notes, receipts
                and purchases, with customers&apos; and suppliers&apos; ledgers. Its totals are checked against GSTR-1 and the
                purchase register before it is offered.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField select label="Vouchers of" value={which} onChange={e => setWhich(e.target.value as 'period' | 'days')} sx={{ width: 220 }}>
                    <MenuItem value="period">{span === 'month' ? 'The month above' : 'The quarter above'}</MenuItem>
                    <MenuItem value="days">From one day to another</MenuItem>
                </TextField>
                {which === 'days' && (
                    <>
                        <TextField label="From" type="date" value={from} onChange={e => setFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 180 }} />
                        <TextField
                            label="To"
                            type="date"
                            value={to}
                            onChange={e => setTo(e.target.value)}
                            slotProps={{ inputLabel: { shrink: true } }}
                            error={Boolean(from && to) && !daysValid}
                            helperText={from && to && !daysValid ? 'The to date is not before the from date.' : ' '}
                            sx={{ width: 180 }}
                        />
                    </>
                )}
            </Stack>
            <Button variant="outlined" onClick={begin} disabled={start.isPending || (which === 'days' && !daysValid)}>
                Tally file (XML)
            </Button>
            {job && (
                <Box>
                    <ExportProgress key={job.id} job={job} />
                </Box>
            )}
        </Stack>
    );
};
