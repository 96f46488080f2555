import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useListContext } from 'react-admin';
import { ExportProgress } from './ExportProgress';
import { exportBody, type ExportFilter, type ExportJob } from './exportJob';
import { useStartExport } from './useExports';
import { useNotifyError } from '../common/useNotifyError';

/** "Export all to Excel": every order the list's filters match, written by a worker, with progress. */
export const BackgroundExportButton = () => {
    const { filterValues } = useListContext();
    const notifyError = useNotifyError();
    const startExport = useStartExport();
    const [job, setJob] = useState<ExportJob | null>(null);

    const start = () =>
        startExport.mutate(exportBody(filterValues as ExportFilter), {
            onSuccess: setJob,
            onError: error => notifyError(error, 'The export could not start.'),
        });

    return (
        <>
            <Button size="small" onClick={start} disabled={startExport.isPending}>Export all to Excel</Button>
            <Dialog open={job !== null} onClose={() => setJob(null)} aria-labelledby="export-title">
                <DialogTitle id="export-title">Orders export</DialogTitle>
                <DialogContent>{job && <ExportProgress job={job} />}</DialogContent>
                <DialogActions><Button onClick={() => setJob(null)}>Close</Button></DialogActions>
            </Dialog>
        </>
    );
};
