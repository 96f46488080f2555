import { useState } from 'react';
import { useCanAccess, useNotify } from 'react-admin';
import { Box, Button, Chip, Typography } from '@mui/material';
import { useNotifyError } from '../common/useNotifyError';
import { formatDate, formatDateTime } from '../format';
import type { NdrAction, NdrCase } from '../types';
import { markNdrActionSent } from './api';
import { ACTION_LABEL } from './ndrText';

const describe = (action: NdrAction): string =>
    [
        ACTION_LABEL[action.kind],
        action.on_date ? `on ${formatDate(action.on_date)}` : '',
        action.address ? `to ${action.address} ${action.pin_code}` : '',
        action.phone ? `phone ${action.phone}` : '',
        action.note ? `(${action.note})` : '',
    ]
        .filter(Boolean)
        .join(' ');

/** Every action on the case, newest first: who, when, what, and whether the courier has it yet. */
export const NdrActionHistory = ({ record, onDone }: { record: NdrCase; onDone: () => void }) => {
    const notify = useNotify();
    const notifyError = useNotifyError();
    const canAct = useCanAccess({ resource: 'ndr-cases', action: 'act' }).canAccess === true;
    const [busy, setBusy] = useState(false);
    if (!record.actions.length) return <Typography variant="body2" color="text.secondary">No action yet.</Typography>;

    const sent = async (action: NdrAction) => {
        setBusy(true);
        try {
            await markNdrActionSent(record.id, action.id, '');
            notify('Marked as given to the courier.', { type: 'success' });
            onDone();
        } catch (error) {
            notifyError(error, 'Could not mark it sent.');
        } finally {
            setBusy(false);
        }
    };

    return (
        <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
            {record.actions.map(action => (
                <li key={action.id}>
                    <Typography variant="body2">{describe(action)}</Typography>
                    <Typography variant="caption" color="text.secondary">
                        {action.actor_name}, {formatDateTime(action.at)}
                    </Typography>{' '}
                    {action.courier_status === 'sent' ? (
                        <Chip size="small" color="success" label={`Sent to the courier ${action.courier_reference}`.trim()} />
                    ) : (
                        <>
                            <Chip size="small" color="warning" label="To send on the courier's panel" />
                            {canAct ? (
                                <Button size="small" disabled={busy} onClick={() => void sent(action)}>
                                    Mark sent
                                </Button>
                            ) : null}
                        </>
                    )}
                </li>
            ))}
        </Box>
    );
};
