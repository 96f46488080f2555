import { BooleanInput, SearchInput, useNotify, useRecordContext, useResourceContext, useUpdate } from 'react-admin';
import { Button } from '@mui/material';
import DoneIcon from '@mui/icons-material/Done';
import UndoIcon from '@mui/icons-material/Undo';
import { useNotifyError } from './useNotifyError';

/** The filters of the lists that have a 'handled' flag: search, and handled or not. */
export const HANDLED_FILTERS = [
    <SearchInput key="q" source="q" alwaysOn />,
    <BooleanInput key="handled" source="handled" label="Handled" />,
];

/** Marks a contact message or bulk enquiry handled (or back to open) with one click. */
export const HandledToggle = () => {
    const record = useRecordContext<{ id: number; handled: boolean }>();
    const resource = useResourceContext();
    const notify = useNotify();
    const notifyError = useNotifyError();
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
                        onError: error => notifyError(error, 'Failed to update.'),
                    },
                );
            }}
            sx={{ textTransform: 'none' }}
        >
            {record.handled ? 'Reopen' : 'Mark handled'}
        </Button>
    );
};
