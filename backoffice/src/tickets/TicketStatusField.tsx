import { useRecordContext } from 'react-admin';
import { Chip } from '@mui/material';
import type { Ticket } from '../types';
import { TICKET_STATUS_COLOR, TICKET_STATUS_LABEL, isTicketStatus } from './ticketStatus';

/** A ticket's status as a chip, and 'overdue' beside it when the server says so. */
export const TicketStatusField = ({ record: given }: { record?: Ticket; label?: string; sortable?: boolean; sortBy?: string }) => {
    const context = useRecordContext<Ticket>();
    const record = given ?? context;
    if (!record || !isTicketStatus(record.status)) return null;
    const colour = TICKET_STATUS_COLOR[record.status];
    return (
        <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
            <Chip
                size="small"
                label={TICKET_STATUS_LABEL[record.status]}
                sx={{ bgcolor: `${colour}22`, color: colour, fontWeight: 600, border: `1px solid ${colour}55` }}
            />
            {record.overdue ? <Chip size="small" color="error" label="Overdue" /> : null}
        </span>
    );
};
