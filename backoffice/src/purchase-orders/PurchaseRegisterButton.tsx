import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { ExportProgress } from '../exports/ExportProgress';
import type { ExportJob } from '../exports/exportJob';
import { useStartExport } from '../exports/useExports';
import { useNotifyError } from '../common/useNotifyError';
import { istMonth } from '../format';

const thisMonth = () => {
    const { year, month } = istMonth();
    return `${year}-${String(month).padStart(2, '0')}`;
};

/** The purchase register of a month (XLSX for the accountant), written by a worker, with progress. */
export const PurchaseRegisterButton = () => {
    const start = useStartExport();
    const notifyError = useNotifyError();
    const [open, setOpen] = useState(false);
    const [month, setMonth] = useState(thisMonth);
    const [job, setJob] = useState<ExportJob | null>(null);
    const begin = () =>
        start.mutate({ level: 'purchase', month }, { onSuccess: setJob, onError: error => notifyError(error, 'The register could not start') });
    const close = () => {
        setOpen(false);
        setJob(null);
    };
    return (
        <>
            <Button size="small" onClick={() => setOpen(true)}>
                Purchase register
            </Button>
            <Dialog open={open} onClose={close} aria-labelledby="register-title" fullWidth maxWidth="xs">
                <DialogTitle id="register-title">Purchase register</DialogTitle>
                <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
                    <TextField type="month" label="Month (supplier invoice dates)" value={month} onChange={e => setMonth(e.target.value)} />
                    {job ? (
                        <Box>
                            <ExportProgress key={job.id} job={job} />
                        </Box>
                    ) : null}
                </DialogContent>
                <DialogActions>
                    <Button onClick={close}>Close</Button>
                    <Button variant="contained" onClick={begin} disabled={start.isPending || !month}>
                        Make XLSX
                    </Button>
                </DialogActions>
            </Dialog>
        </>
    );
};
