import { BooleanInput, Datagrid, FunctionField, List, SearchInput, SelectInput, TextField } from 'react-admin';
import { DayTimeField } from '../common/fields';
import type { Ticket } from '../types';
import { TicketStatusField } from './TicketStatusField';
import { TICKET_STATUS_CHOICES, dueText } from './ticketStatus';

const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Number, name, e-mail" />,
    <SelectInput key="status" source="status" choices={TICKET_STATUS_CHOICES} alwaysOn />,
    <BooleanInput key="overdue" source="overdue" label="Overdue only" />,
];

/** Overdue rows stand out: the law's clock has run out on them. */
const rowSx = (record: Ticket) => (record.overdue ? { bgcolor: '#fdecea', '& td:first-of-type': { borderLeft: '4px solid #c62828' } } : {});

/**
 * Grievance tickets: overdue first (the server's order), then by due date, resolved last; the due date in IST.
 * A click opens the ticket: its thread, a reply, a note, who handles it, its status.
 */
export const TicketList = () => (
    <List filters={filters} sort={{ field: 'due_at', order: 'ASC' }} perPage={25} empty={false}>
        <Datagrid rowClick="show" bulkActionButtons={false} rowSx={rowSx}>
            <TextField source="number" sx={{ fontFamily: 'ui-monospace, monospace', whiteSpace: 'nowrap' }} />
            <TicketStatusField label="Status" sortBy="status" />
            <FunctionField<Ticket>
                label="Subject"
                sortable={false}
                render={record => record.subject || record.message}
                sx={{ display: '-webkit-box', WebkitLineClamp: 1, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: 320 }}
            />
            <TextField source="name" sortable={false} />
            <TextField source="order_id" label="Order" sortable={false} emptyText="" />
            <TextField source="assignee_name" label="Assigned to" sortable={false} emptyText="nobody" />
            <DayTimeField source="created_at" label="Opened" />
            <DayTimeField source="due_at" label="Due (IST)" />
            <FunctionField<Ticket> label="Clock" sortable={false} render={record => dueText(record)} />
        </Datagrid>
    </List>
);

export default TicketList;
