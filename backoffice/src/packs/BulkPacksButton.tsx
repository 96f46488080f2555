import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { useListContext } from 'react-admin';
import { ExportProgress, packsBody, useStartExport, type ExportJob } from '../exports';
import { useNotifyError } from '../common/useNotifyError';

export const PACKS_MAX = 100;

/**
 * The orders list's bulk 'Production packs': a worker writes one ZIP with a folder per ticked order
 * (print files and job sheet); the dialog follows its progress, then offers the download.
 */
export const BulkPacksButton = () => {
    const { selectedIds } = useListContext();
    const notifyError = useNotifyError();
    const startExport = useStartExport();
    const [job, setJob] = useState<ExportJob | null>(null);
    const tooMany = selectedIds.length > PACKS_MAX;

    const start = () =>
        startExport.mutate(packsBody(selectedIds.map(String)), {
            onSuccess: setJob,
            onError: error => notifyError(error, 'The production packs could not start.'),
        });

    return (
        <>
            <Button
                size="small"
                onClick={start}
                disabled={startExport.isPending || tooMany}
                title={tooMany ? `At most ${PACKS_MAX} orders at a time.` : undefined}
                startIcon={<Inventory2Outlined fontSize="small" />}
            >
                Production packs
            </Button>
            <Dialog open={job !== null} onClose={() => setJob(null)} aria-labelledby="packs-title">
                <DialogTitle id="packs-title">Production packs</DialogTitle>
                <DialogContent>{job && <ExportProgress job={job} />}</DialogContent>
                <DialogActions>
                    <Button onClick={() => setJob(null)}>Close</Button>
                </DialogActions>
            </Dialog>
        </>
    );
};
