import { useState } from 'react';
import { useCanAccess, useNotify } from 'react-admin';
import { Box, Button, TextField } from '@mui/material';
import { useNotifyError } from '../common/useNotifyError';
import { addTicketNote, replyToTicket } from './api';

/**
 * One box, two ways out: "Send reply" e-mails the customer and keeps it in the thread (an open ticket becomes
 * acknowledged); "Add internal note" keeps it for the team only.
 */
export const TicketAnswer = ({ ticketId, onDone }: { ticketId: number; onDone: () => void }) => {
    const notify = useNotify();
    const notifyError = useNotifyError();
    const [text, setText] = useState('');
    const [busy, setBusy] = useState(false);
    const canReply = useCanAccess({ resource: 'tickets', action: 'reply' }).canAccess === true;
    const canNote = useCanAccess({ resource: 'tickets', action: 'note' }).canAccess === true;
    if (!canReply && !canNote) return null;

    const send = async (kind: 'reply' | 'note') => {
        const body = text.trim();
        if (!body) return;
        setBusy(true);
        try {
            if (kind === 'reply') await replyToTicket(ticketId, body);
            else await addTicketNote(ticketId, body);
            setText('');
            notify(kind === 'reply' ? 'Reply sent to the customer.' : 'Note added.', { type: 'success' });
            onDone();
        } catch (error) {
            notifyError(error, kind === 'reply' ? 'Could not send the reply.' : 'Could not add the note.');
        } finally {
            setBusy(false);
        }
    };

    return (
        <Box component="form" onSubmit={event => event.preventDefault()} sx={{ display: 'grid', gap: 1 }}>
            <TextField
                label="Reply or note"
                multiline
                minRows={3}
                maxRows={12}
                fullWidth
                value={text}
                onChange={event => setText(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 5000 } }}
                helperText="A reply is e-mailed to the customer; a note stays with the team."
            />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {canReply ? (
                    <Button variant="contained" disabled={busy || !text.trim()} onClick={() => void send('reply')}>
                        Send reply
                    </Button>
                ) : null}
                {canNote ? (
                    <Button variant="outlined" disabled={busy || !text.trim()} onClick={() => void send('note')}>
                        Add internal note
                    </Button>
                ) : null}
            </Box>
        </Box>
    );
};
