import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { downloadLabel, isFinished, progressText, type ExportJob } from './exportJob';
import { useExportJob } from './useExports';

const POLL_MS = 1000;

/** Follows one export (a spreadsheet or production packs) until it is done, then offers the file (kept for a day). */
export const ExportProgress = ({ job: first, pollMs = POLL_MS }: { job: ExportJob; pollMs?: number }) => {
    const { job, trouble } = useExportJob(first, pollMs);
    const value = job.rows_total ? Math.min(100, (100 * job.rows_done) / job.rows_total) : 0;
    return (
        <Box sx={{ minWidth: 280 }}>
            <Typography role="status" aria-live="polite" sx={{ mb: 1 }}>{progressText(job)}</Typography>
            {!isFinished(job) && <LinearProgress variant={job.rows_total ? 'determinate' : 'indeterminate'} value={value} />}
            {trouble && <Typography variant="body2" color="warning.main">Connection trouble, retrying...</Typography>}
            {job.status === 'done' && job.download_url && (
                <Button variant="contained" href={job.download_url} sx={{ mt: 1 }}>{downloadLabel(job)}</Button>
            )}
        </Box>
    );
};
