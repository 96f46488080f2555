import { useState } from 'react';
import { useListContext, useNotify, useRefresh, useUnselectAll } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import BlockIcon from '@mui/icons-material/Block';
import { useNotifyError } from '../common/useNotifyError';
import { moderateReviews } from './api';

export const REVIEW_BULK_MAX = 200;

/**
 * The reviews list's bulk buttons (as react-admin's Posters Galore demo): accept the ticked reviews,
 * or reject them with a reason their authors read. One call; the server moves each review's stars
 * in or out of its product's rating in the same transaction.
 */
export const ReviewBulkActions = () => {
    const { selectedIds } = useListContext();
    const unselectAll = useUnselectAll('reviews');
    const refresh = useRefresh();
    const notify = useNotify();
    const notifyError = useNotifyError();
    const [busy, setBusy] = useState(false);
    const [rejecting, setRejecting] = useState(false);
    const [reason, setReason] = useState('');
    const tooMany = selectedIds.length > REVIEW_BULK_MAX;

    const run = async (action: 'accept' | 'reject') => {
        setBusy(true);
        try {
            const { updated } = await moderateReviews({ ids: selectedIds.map(Number), action, reason });
            notify(`${updated} review${updated === 1 ? '' : 's'} ${action === 'accept' ? 'accepted' : 'rejected'}.`, { type: 'info' });
            unselectAll();
            setRejecting(false);
            setReason('');
        } catch (error) {
            notifyError(error, `Failed to ${action} the selected reviews.`);
        } finally {
            setBusy(false);
            refresh();
        }
    };

    return (
        <>
            <Button
                size="small"
                color="success"
                startIcon={<CheckIcon fontSize="small" />}
                disabled={busy || tooMany}
                title={tooMany ? `At most ${REVIEW_BULK_MAX} reviews at a time.` : undefined}
                onClick={() => run('accept')}
            >
                Accept
            </Button>
            <Button
                size="small"
                color="error"
                startIcon={<BlockIcon fontSize="small" />}
                disabled={busy || tooMany}
                onClick={() => setRejecting(true)}
            >
                Reject
            </Button>
            <Dialog open={rejecting} onClose={() => setRejecting(false)} fullWidth maxWidth="sm">
                <DialogTitle>Reject {selectedIds.length} review{selectedIds.length === 1 ? '' : 's'}</DialogTitle>
                <DialogContent>
                    <TextField
                        autoFocus
                        fullWidth
                        multiline
                        minRows={2}
                        margin="dense"
                        label="Reason (the customer sees it)"
                        value={reason}
                        onChange={event => setReason(event.target.value)}
                        slotProps={{ htmlInput: { maxLength: 300 } }}
                    />
                </DialogContent>
                <DialogActions>
                    <Button onClick={() => setRejecting(false)}>Cancel</Button>
                    <Button color="error" disabled={busy || !reason.trim()} onClick={() => run('reject')}>
                        Reject
                    </Button>
                </DialogActions>
            </Dialog>
        </>
    );
};
