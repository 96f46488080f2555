import { Link as RaLink, Show, useShowContext } from 'react-admin';
import { Box, Card, CardContent, Grid, LinearProgress, Link, Typography } from '@mui/material';
import type { TicketDetail } from '../types';
import { formatDateTime } from '../format';
import { TicketStatusField } from './TicketStatusField';
import { TicketThread } from './TicketThread';
import { TicketAnswer } from './TicketAnswer';
import { TicketControls } from './TicketControls';
import { dueText } from './ticketStatus';

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) =>
    children ? (
        <Box>
            <Typography variant="caption" color="text.secondary" component="div">
                {label}
            </Typography>
            <Typography variant="body2" component="div">
                {children}
            </Typography>
        </Box>
    ) : null;

const TicketShowLayout = () => {
    const { record, refetch } = useShowContext<TicketDetail>();
    if (!record) return null;
    // a list row stands in until the ticket's own answer (with its thread) arrives
    if (!record.thread) return <LinearProgress aria-label="Loading the ticket" sx={{ m: 2 }} />;
    const done = () => void refetch();
    return (
        <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
            <Card variant="outlined" sx={{ borderLeft: `6px solid ${record.overdue ? '#c62828' : '#7b2d5b'}` }}>
                <CardContent sx={{ display: 'grid', gap: 1.5 }}>
                    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
                        <Box>
                            <Typography variant="h5" component="h1" sx={{ fontFamily: 'ui-monospace, monospace' }}>
                                {record.number}
                            </Typography>
                            <Typography variant="body1">{record.subject || 'No subject'}</Typography>
                        </Box>
                        <TicketStatusField record={record} />
                    </Box>
                    <Typography variant="body2" color={record.overdue ? 'error' : 'text.secondary'} sx={{ fontWeight: 600 }}>
                        {dueText(record)}
                    </Typography>
                    <TicketControls ticket={record} onDone={done} />
                </CardContent>
            </Card>
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 8 }} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
                    <TicketThread ticket={record} />
                    <TicketAnswer ticketId={record.id} onDone={done} />
                </Grid>
                <Grid size={{ xs: 12, md: 4 }} sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
                    <Fact label="Customer">
                        {record.customer_id ? <RaLink to={`/customers/${record.customer_id}/show`}>{record.name}</RaLink> : record.name}
                    </Fact>
                    <Fact label="E-mail">{record.email ? <Link href={`mailto:${record.email}`}>{record.email}</Link> : null}</Fact>
                    <Fact label="Phone number">{record.phone_number}</Fact>
                    <Fact label="Order">{record.order_id ? <RaLink to={`/orders/${record.order_id}/show`}>{record.order_id}</RaLink> : null}</Fact>
                    <Fact label="Opened (IST)">{formatDateTime(record.created_at)}</Fact>
                    <Fact label="Acknowledge by (48 hours)">{formatDateTime(record.ack_due_at)}</Fact>
                    <Fact label="Acknowledged">{formatDateTime(record.acknowledged_at)}</Fact>
                    <Fact label="Resolve by (one month)">{formatDateTime(record.due_at)}</Fact>
                    <Fact label="Resolved">{formatDateTime(record.resolved_at)}</Fact>
                </Grid>
            </Grid>
        </Box>
    );
};

const TicketTitle = () => {
    const { record } = useShowContext<TicketDetail>();
    return <span>Ticket {record?.number ?? ''}</span>;
};

/** A grievance ticket: the thread, a reply (e-mailed) or an internal note, who handles it and its status. */
export const TicketShow = () => (
    <Show title={<TicketTitle />} actions={false}>
        <TicketShowLayout />
    </Show>
);

export default TicketShow;
