import { useState, type FormEvent, type ReactNode } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { ReturnDetail, ReturnStep, StepBodies } from './types';
import { serverStepErrors, type StepErrors } from './stepRules';
import { returnStep } from './api';

/**
 * One step of a return through `POST /api/office/returns/{id}/{step}`: on success a notice and every
 * list, count and total asked again (the step moved the return, and a refund the accounts); on
 * failure the server's field errors on the dialog's fields.
 */
export const useReturnStep = (record: ReturnDetail) => {
    const notify = useNotify();
    const refresh = useRefresh();
    return async <S extends ReturnStep>(step: S, body: StepBodies[S], fields: readonly (keyof StepErrors)[]): Promise<StepErrors | null> => {
        try {
            const after = await returnStep(record.id, step, body);
            notify(`Return ${record.number}: ${after.status_label ?? after.status}.`, { type: 'success' });
            refresh();
            return null;
        } catch (error) {
            return serverStepErrors(error, fields);
        }
    };
};

interface StepDialogProps {
    title: string;
    submitLabel: string;
    /** the dialog's own check, then the call; the errors it answers show, none closes the dialog */
    onSubmit: () => Promise<StepErrors | null> | StepErrors | null;
    onClose: () => void;
    message?: string;
    children?: ReactNode;
    danger?: boolean;
}

/** The shell every step's dialog shares: a title, its fields, Cancel and the step's button. */
export const StepDialog = ({ title, submitLabel, onSubmit, onClose, message, children, danger = false }: StepDialogProps) => {
    const [busy, setBusy] = useState(false);
    const [error, setError] = useState<string | undefined>();
    const submit = async (event: FormEvent) => {
        event.preventDefault();
        setBusy(true);
        try {
            const errors = await onSubmit();
            if (!errors || Object.keys(errors).length === 0) onClose();
            else setError(errors.message);
        } finally {
            setBusy(false);
        }
    };
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="return-step-title">
            <form onSubmit={event => void submit(event)} noValidate>
                <DialogTitle id="return-step-title">{title}</DialogTitle>
                <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
                    {error || message ? <Alert severity={error ? 'error' : 'info'}>{error ?? message}</Alert> : null}
                    {children}
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>Cancel</Button>
                    <Button type="submit" variant="contained" color={danger ? 'error' : 'primary'} disabled={busy}>
                        {submitLabel}
                    </Button>
                </DialogActions>
            </form>
        </Dialog>
    );
};
