import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import LocalPrintshopOutlined from '@mui/icons-material/LocalPrintshopOutlined';
import { useListContext } from 'react-admin';
import { labelsUrl } from '../providers/fileUrls';
import { ExportProgress, labelsBody, useStartExport, type ExportJob } from '../exports';
import { useNotifyError } from '../common/useNotifyError';
import { LABELS_AT_ONCE } from './labelsText';

const MOST = 100; // the ticked orders an export job takes

/**
 * The orders list's bulk 'Print labels': one PDF, a 4x6 page for each ticked order that has shipped
 * (the others have no label yet). A board page of them downloads at once; more are drawn by a worker.
 */
export const BulkLabelsButton = () => {
    const { selectedIds } = useListContext();
    const notifyError = useNotifyError();
    const startExport = useStartExport();
    const [job, setJob] = useState<ExportJob | null>(null);
    const orderIds = selectedIds.map(String);
    const icon = <LocalPrintshopOutlined fontSize="small" />;

    if (orderIds.length <= LABELS_AT_ONCE) {
        return (
            <Button size="small" href={labelsUrl({ orderIds })} download startIcon={icon}>
                Print labels
            </Button>
        );
    }
    const start = () =>
        startExport.mutate(labelsBody({ orderIds }), {
            onSuccess: setJob,
            onError: error => notifyError(error, 'The labels could not start.'),
        });
    return (
        <>
            <Button
                size="small"
                onClick={start}
                disabled={startExport.isPending || orderIds.length > MOST}
                title={orderIds.length > MOST ? `At most ${MOST} orders at a time.` : undefined}
                startIcon={icon}
            >
                Print labels
            </Button>
            <Dialog open={job !== null} onClose={() => setJob(null)} aria-labelledby="labels-title">
                <DialogTitle id="labels-title">Print labels</DialogTitle>
                <DialogContent>{job && <ExportProgress job={job} />}</DialogContent>
                <DialogActions>
                    <Button onClick={() => setJob(null)}>Close</Button>
                </DialogActions>
            </Dialog>
        </>
    );
};
