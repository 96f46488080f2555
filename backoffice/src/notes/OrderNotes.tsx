import { useState, type FormEvent } from 'react';
import { useCanAccess } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useNotifyError } from '../common/useNotifyError';
import { formatDateTime } from '../format';
import { addNote, getNotes } from './api';

/** The team's internal notes on an order (never shown to the customer): who, when, what; and a new one (a role that may add notes). */
export const OrderNotes = ({ orderId }: { orderId: string }) => {
    const queryClient = useQueryClient();
    const notifyError = useNotifyError();
    const key = ['orders', 'notes', orderId];
    const { data: notes = [] } = useQuery({ queryKey: key, queryFn: () => getNotes(orderId) });
    const [text, setText] = useState('');
    const [busy, setBusy] = useState(false);
    const canAdd = useCanAccess({ resource: 'orders', action: 'note' }).canAccess === true;

    const add = async (event: FormEvent) => {
        event.preventDefault();
        if (!text.trim()) return;
        setBusy(true);
        try {
            await addNote(orderId, text.trim());
            setText('');
            await queryClient.invalidateQueries({ queryKey: key });
        } catch (error) {
            notifyError(error, 'Could not add the note.');
        } finally {
            setBusy(false);
        }
    };

    return (
        <Box>
            <Typography variant="subtitle2">Internal notes</Typography>
            {canAdd ? (
                <Box component="form" onSubmit={add} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}>
                    <TextField
                        label="Add a note"
                        size="small"
                        multiline
                        maxRows={4}
                        fullWidth
                        value={text}
                        onChange={event => setText(event.target.value)}
                    />
                    <Button type="submit" variant="outlined" disabled={busy || !text.trim()}>
                        Add
                    </Button>
                </Box>
            ) : null}
            <List dense aria-label="Internal notes">
                {notes.map(note => (
                    <ListItem key={note.id} disableGutters>
                        <ListItemText
                            primary={note.text}
                            secondary={`${note.author ?? 'Someone'} · ${formatDateTime(note.created_at)}`}
                            slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }}
                        />
                    </ListItem>
                ))}
            </List>
            {notes.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                    No notes yet.
                </Typography>
            ) : null}
        </Box>
    );
};
