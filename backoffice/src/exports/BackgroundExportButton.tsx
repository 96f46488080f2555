import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useListContext, useNotify } from 'react-admin';
import { ExportProgress } from './ExportProgress';
import { exportStart, type ExportFilter, type ExportJob } from './exportsApi';

/** "Export all to Excel": every order the list's filters match, written by a worker, with progress. */
export const BackgroundExportButton = () => {
    const { filterValues } = useListContext();
    const notify = useNotify();
    const [job, setJob] = useState<ExportJob | null>(null);
    const [starting, setStarting] = useState(false);

    const start = () => {
        setStarting(true);
        exportStart(filterValues as ExportFilter).then(
            started => setJob(started),
            (error: Error) => notify(error.message || 'The export could not start.', { type: 'error' }),
        ).finally(() => setStarting(false));
    };

    return (
        <>
            <Button size="small" onClick={start} disabled={starting}>Export all to Excel</Button>
            <Dialog open={job !== null} onClose={() => setJob(null)} aria-labelledby="export-title">
                <DialogTitle id="export-title">Orders export</DialogTitle>
                <DialogContent>{job && <ExportProgress job={job} />}</DialogContent>
                <DialogActions><Button onClick={() => setJob(null)}>Close</Button></DialogActions>
            </Dialog>
        </>
    );
};
