import { useNotify, useRecordContext, useResourceContext, useUpdate } from 'react-admin';
import { Button } from '@mui/material';
import DoneIcon from '@mui/icons-material/Done';
import UndoIcon from '@mui/icons-material/Undo';

/** Marks a contact message or bulk enquiry handled (or back to open) with one click. */
export const HandledToggle = () => {
    const record = useRecordContext<{ id: number; handled: boolean }>();
    const resource = useResourceContext();
    const notify = useNotify();
    const [update, { isPending }] = useUpdate();
    if (!record || !resource) return null;
    return (
        <Button
            size="small"
            disabled={isPending}
            startIcon={record.handled ? <UndoIcon /> : <DoneIcon />}
            onClick={event => {
                event.stopPropagation();
                update(
                    resource,
                    { id: record.id, data: { handled: !record.handled }, previousData: record },
                    {
                        onSuccess: () => notify(record.handled ? 'Marked as open.' : 'Marked as handled.', { type: 'info' }),
                        onError: error => notify(error instanceof Error ? error.message : 'Failed to update.', { type: 'error' }),
                    },
                );
            }}
            sx={{ textTransform: 'none' }}
        >
            {record.handled ? 'Reopen' : 'Mark handled'}
        </Button>
    );
};
