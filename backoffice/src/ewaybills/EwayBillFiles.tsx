import { useState, type ChangeEvent } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { fileToDataUrl } from '../api/client';
import { useNotifyError } from '../common/useNotifyError';
import { ewayBillDayUrl, importEwayBills, type EwayBillImport } from './api';

const todayInIndia = (): string => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }); // yyyy-mm-dd

/**
 * A day's consignments that need an e-way bill in one file for the portal's bulk tool, and the portal's
 * list of generated bills read back (each number kept with its invoice's order).
 */
export const EwayBillFiles = () => {
    const [day, setDay] = useState(todayInIndia);
    const [result, setResult] = useState<EwayBillImport>();
    const [busy, setBusy] = useState(false);
    const notifyError = useNotifyError();

    const upload = async (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (!file) return;
        setBusy(true);
        try {
            setResult(await importEwayBills(file.name, await fileToDataUrl(file)));
        } catch (error) {
            notifyError(error, 'The list could not be read');
        } finally {
            setBusy(false);
        }
    };

    return (
        <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
                <TextField
                    type="date"
                    size="small"
                    label="Day"
                    value={day}
                    onChange={event => setDay(event.target.value)}
                    slotProps={{ inputLabel: { shrink: true } }}
                />
                <Button variant="outlined" href={ewayBillDayUrl(day)} download disabled={!day}>
                    The day&rsquo;s e-way bills (JSON, bulk tool)
                </Button>
                <Button variant="outlined" component="label" disabled={busy}>
                    Read back the portal&rsquo;s list
                    <input hidden type="file" accept=".csv,.xlsx" onChange={upload} aria-label="The portal's list of e-way bills" />
                </Button>
            </Stack>
            {result ? (
                <Box role="status">
                    <Typography variant="body2">
                        {result.recorded} e-way bill{result.recorded === 1 ? '' : 's'} kept with their orders.
                    </Typography>
                    {result.skipped.map(skip => (
                        <Typography key={skip.row} variant="body2" color="text.secondary">
                            Row {skip.row}: {skip.reason}
                        </Typography>
                    ))}
                </Box>
            ) : null}
        </Stack>
    );
};
