import { useState } from 'react';
import { useCanAccess } from 'react-admin';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { ExportProgress } from '../exports/ExportProgress';
import type { ExportJob } from '../exports/exportJob';
import { useStartExport } from '../exports/useExports';
import { useNotifyError } from '../common/useNotifyError';
import { monthLabel } from './month';

/** The month's margin per order (XLSX for the accountant), written by a worker, with progress. */
export const MarginExportButton = ({ month }: { month: string }) => {
    const { canAccess } = useCanAccess({ resource: 'margin-orders', action: 'export' });
    const start = useStartExport();
    const notifyError = useNotifyError();
    const [job, setJob] = useState<ExportJob | null>(null);
    if (!canAccess) return null;
    const begin = () =>
        start.mutate({ level: 'margins', month }, { onSuccess: setJob, onError: error => notifyError(error, 'The export could not start') });
    return (
        <>
            <Button size="small" onClick={begin} disabled={start.isPending}>
                Download XLSX
            </Button>
            <Dialog open={job !== null} onClose={() => setJob(null)} aria-labelledby="margins-export-title" fullWidth maxWidth="xs">
                <DialogTitle id="margins-export-title">Margins, {monthLabel(`${month}-01`)}</DialogTitle>
                <DialogContent>{job ? <Box><ExportProgress key={job.id} job={job} /></Box> : null}</DialogContent>
                <DialogActions>
                    <Button onClick={() => setJob(null)}>Close</Button>
                </DialogActions>
            </Dialog>
        </>
    );
};
