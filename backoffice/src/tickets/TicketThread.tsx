import { Box, Typography } from '@mui/material';
import type { TicketDetail, TicketThreadEntry } from '../types';
import { formatDateTime } from '../format';

const LOOK: Record<TicketThreadEntry['kind'], { label: string; bg: string; border: string }> = {
    customer: { label: 'Customer', bg: '#fff', border: '#d9d4e6' },
    reply: { label: 'Reply, e-mailed to the customer', bg: '#f1ecff', border: '#b9a6ec' },
    note: { label: 'Internal note, not shown to the customer', bg: '#fff8e1', border: '#f0c75e' },
    event: { label: '', bg: 'transparent', border: 'transparent' },
};

/** The ticket's first message, then every line of its thread (oldest first), each marked by what it is. */
export const threadLines = (ticket: Pick<TicketDetail, 'id' | 'message' | 'name' | 'created_at' | 'thread'>): TicketThreadEntry[] => {
    const [first] = ticket.thread;
    const opened = first?.kind === 'customer' && first.body === ticket.message;
    const opening: TicketThreadEntry = { id: 0, kind: 'customer', author: ticket.name, body: ticket.message, created_at: ticket.created_at };
    return opened || !ticket.message ? ticket.thread : [opening, ...ticket.thread];
};

export const TicketThread = ({ ticket }: { ticket: TicketDetail }) => (
    <Box component="ol" aria-label="Thread" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {threadLines(ticket).map(entry => {
            const look = LOOK[entry.kind];
            if (entry.kind === 'event')
                return (
                    <Box component="li" key={`event-${entry.id}`} sx={{ color: 'text.secondary', fontSize: 13, px: 1 }}>
                        {entry.body} · {entry.author ?? 'Someone'} · {formatDateTime(entry.created_at)}
                    </Box>
                );
            return (
                <Box
                    component="li"
                    key={`${entry.kind}-${entry.id}`}
                    sx={{ bgcolor: look.bg, border: `1px solid ${look.border}`, borderRadius: 2, p: 1.5 }}
                >
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
                        <Typography variant="subtitle2" component="span">
                            {entry.author ?? 'Someone'} <Typography variant="caption" color="text.secondary">· {look.label}</Typography>
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                            {formatDateTime(entry.created_at)}
                        </Typography>
                    </Box>
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {entry.body}
                    </Typography>
                </Box>
            );
        })}
    </Box>
);
