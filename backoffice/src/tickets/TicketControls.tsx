import { useState } from 'react';
import { useCanAccess, useDataProvider, useNotify } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Box, FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useNotifyError } from '../common/useNotifyError';
import { TICKET_STATUSES, type TicketDetail } from '../types';
import { TICKET_STATUS_LABEL } from './ticketStatus';
import { getTicketAssignees } from './api';

const NOBODY = '';

/** The ticket's status (open, acknowledged, resolved) and who handles it; each change leaves a line in the thread. */
export const TicketControls = ({ ticket, onDone }: { ticket: TicketDetail; onDone: () => void }) => {
    const dataProvider = useDataProvider();
    const notify = useNotify();
    const notifyError = useNotifyError();
    const [busy, setBusy] = useState(false);
    const canEdit = useCanAccess({ resource: 'tickets', action: 'edit' }).canAccess === true;
    const { data: assignees = [] } = useQuery({
        queryKey: ['tickets', 'assignees'],
        queryFn: getTicketAssignees,
        enabled: canEdit,
        staleTime: 60_000,
    });

    const change = async (data: { status: string } | { assignee_id: number | null }, done: string) => {
        setBusy(true);
        try {
            await dataProvider.update('tickets', { id: ticket.id, data, previousData: ticket });
            notify(done, { type: 'success' });
            onDone();
        } catch (error) {
            notifyError(error, 'Could not change the ticket.');
        } finally {
            setBusy(false);
        }
    };

    return (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <FormControl size="small" sx={{ width: 200 }} disabled={!canEdit || busy}>
                <InputLabel id="ticket-status-label">Status</InputLabel>
                <Select
                    labelId="ticket-status-label"
                    label="Status"
                    value={ticket.status}
                    onChange={event => void change({ status: event.target.value }, 'Status changed.')}
                >
                    {TICKET_STATUSES.map(status => (
                        <MenuItem key={status} value={status}>
                            {TICKET_STATUS_LABEL[status]}
                        </MenuItem>
                    ))}
                </Select>
            </FormControl>
            <FormControl size="small" sx={{ width: 240 }} disabled={!canEdit || busy}>
                <InputLabel id="ticket-assignee-label" shrink>
                    Assigned to
                </InputLabel>
                <Select
                    labelId="ticket-assignee-label"
                    label="Assigned to"
                    displayEmpty
                    value={ticket.assignee_id == null ? NOBODY : String(ticket.assignee_id)}
                    onChange={event =>
                        void change({ assignee_id: event.target.value === NOBODY ? null : Number(event.target.value) }, 'Ticket assigned.')
                    }
                >
                    <MenuItem value={NOBODY}>Nobody</MenuItem>
                    {/* the current assignee stays choosable even if their role no longer handles tickets */}
                    {ticket.assignee_id != null && !assignees.some(a => a.id === ticket.assignee_id) ? (
                        <MenuItem value={String(ticket.assignee_id)}>{ticket.assignee_name ?? 'Someone'}</MenuItem>
                    ) : null}
                    {assignees.map(member => (
                        <MenuItem key={member.id} value={String(member.id)}>
                            {member.name}
                        </MenuItem>
                    ))}
                </Select>
            </FormControl>
        </Box>
    );
};
