import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { ExportProgress } from '../exports/ExportProgress';
import { gstBody, type ExportJob } from '../exports/exportJob';
import { useStartExport } from '../exports/useExports';
import { useNotifyError } from '../common/useNotifyError';

type Level = 'gst_csv' | 'gst_json' | 'register';

const BUTTONS: { level: Level; label: string }[] = [
    { level: 'gst_csv', label: 'CSV sheets (offline tool)' },
    { level: 'gst_json', label: 'JSON (GST portal)' },
    { level: 'register', label: 'Sales register (XLSX)' },
];

/** The period's files, each written by a worker (progress shown, then the download, kept for a day). */
export const Gstr1Downloads = ({ month, span, einvoicing }: { month: string; span: 'month' | 'quarter'; einvoicing: boolean }) => {
    const start = useStartExport();
    const notifyError = useNotifyError();
    const [jobs, setJobs] = useState<Partial<Record<Level, ExportJob>>>({});
    const begin = (level: Level) =>
        start.mutate(gstBody(level, month, span), {
            onSuccess: job => setJobs(current => ({ ...current, [level]: job })),
            onError: error => notifyError(error, 'The download could not start'),
        });
    return (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
            {BUTTONS.map(({ level, label }) => (
                <Box key={level} sx={{ minWidth: 260 }}>
                    <Button variant="outlined" onClick={() => begin(level)} disabled={start.isPending}>
                        {label}
                    </Button>
                    {jobs[level] && (
                        <Box sx={{ mt: 1 }}>
                            <ExportProgress key={jobs[level]!.id} job={jobs[level]!} />
                        </Box>
                    )}
                </Box>
            ))}
            {span === 'month' && (
                <Box sx={{ minWidth: 260 }}>
                    {/* B2B e-invoices (INV-01) of the month in one JSON array, for the IRP's bulk tool */}
                    {einvoicing ? (
                        <Button variant="outlined" href={`/api/office/einvoices?month=${month}`} download>
                            E-invoices (JSON, B2B)
                        </Button>
                    ) : (
                        <Typography variant="body2" color="text.secondary">
                            E-invoicing is off: the owner turns on &ldquo;e-invoicing applies&rdquo; in the invoice settings.
                        </Typography>
                    )}
                </Box>
            )}
        </Stack>
    );
};
