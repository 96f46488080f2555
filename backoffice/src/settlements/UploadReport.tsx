import { useEffect, useState } from 'react';
import { useRefresh } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, CardHeader, LinearProgress, Typography } from '@mui/material';
import { useNotifyError } from '../common/useNotifyError';
import { reportState, useReport, useUploadReport } from './useSettlements';

/** Upload the gateway's settlement report (CSV or XLSX, as the Dashboard downloads it); what it held once read. */
export const UploadReport = () => {
    const upload = useUploadReport();
    const notifyError = useNotifyError();
    const refresh = useRefresh();
    const [file, setFile] = useState<File | null>(null);
    const [reportId, setReportId] = useState<string | null>(null);
    const { data: report } = useReport(reportId);
    const read = report !== undefined && report.status !== 'queued';
    // once the worker has read it: the settlements and the mismatches again (once, not on every poll)
    useEffect(() => {
        if (read) refresh();
    }, [read, reportId, refresh]);
    const send = () =>
        file &&
        upload.mutate(file, {
            onSuccess: r => setReportId(r.id),
            onError: error => notifyError(error, 'The settlement report could not be uploaded'),
        });
    return (
        <Card variant="outlined">
            <CardHeader title="Upload a settlement report" titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
            <CardContent>
                <Box component="form" onSubmit={e => { e.preventDefault(); send(); }} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                    <Button variant="outlined" component="label">
                        {file ? file.name : 'Choose the file (CSV or XLSX)'}
                        <input hidden type="file" aria-label="Settlement report file" accept=".csv,.xlsx,text/csv" onChange={e => setFile(e.target.files?.[0] ?? null)} />
                    </Button>
                    <Button type="submit" variant="contained" disabled={!file || upload.isPending}>
                        Upload
                    </Button>
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    Razorpay Dashboard: Reports, Settlements, &quot;Settlement Recon&quot;, the period, CSV or XLSX. A report uploaded again (or an overlapping period) adds only the lines not read before.
                </Typography>
                {report && (
                    <Box sx={{ mt: 2 }}>
                        {report.status === 'queued' && <LinearProgress />}
                        <Alert severity={report.status === 'failed' ? 'error' : report.status === 'ready' ? 'success' : 'info'} role="status">
                            {reportState(report)}
                        </Alert>
                    </Box>
                )}
            </CardContent>
        </Card>
    );
};
