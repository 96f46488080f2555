import { Show, useShowContext } from 'react-admin';
import { Box, Card, CardContent, Chip, Grid, Typography } from '@mui/material';
import { formatDate, formatDateTime } from '../format';
import type { NdrCase } from '../types';
import { NdrActionForm } from './NdrActionForm';
import { NdrActionHistory } from './NdrActionHistory';
import { NdrWhatsApp } from './NdrWhatsApp';
import { FLAG_TEXT, STATUS_LABEL, answerText, countdown } from './ndrText';

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

const NdrShowLayout = () => {
    const { record, refetch } = useShowContext<NdrCase>();
    if (!record) return null;
    const done = () => void refetch();
    return (
        <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
            <Card variant="outlined" sx={{ borderLeft: `6px solid ${record.flagged ? '#c62828' : '#7b2d5b'}` }}>
                <CardContent sx={{ display: 'grid', gap: 1 }}>
                    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                        <Typography variant="h5" component="h1" sx={{ fontFamily: 'ui-monospace, monospace' }}>
                            {record.order_id}
                        </Typography>
                        <Chip label={STATUS_LABEL[record.status]} />
                        {record.flagged ? <Chip color="error" label={FLAG_TEXT} /> : null}
                    </Box>
                    <Typography variant="body1">
                        Attempt {record.attempts}: {record.reason || 'no reason given'}
                    </Typography>
                    <Typography variant="body2" color={record.flagged ? 'error' : 'text.secondary'} sx={{ fontWeight: 600 }}>
                        {countdown(record) || `Closed: ${record.closed_as}`}
                    </Typography>
                </CardContent>
            </Card>
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 7 }} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
                    <Typography variant="h6">Customer&apos;s answer</Typography>
                    <Typography variant="body2">{answerText(record, formatDate)}</Typography>
                    <Typography variant="h6">Action</Typography>
                    <NdrActionForm key={record.actions.length} record={record} onDone={done} />
                    <NdrActionHistory record={record} onDone={done} />
                </Grid>
                <Grid size={{ xs: 12, md: 5 }} sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
                    <Fact label="Customer">{record.customer_name}</Fact>
                    <Fact label="Call or message">
                        <NdrWhatsApp record={record} />
                    </Fact>
                    <Fact label="Delivery address">{record.ship_address}</Fact>
                    <Fact label="Courier">{`${record.courier} ${record.awb}`.trim()}</Fact>
                    <Fact label="Failed at (IST)">{formatDateTime(record.attempted_at)}</Fact>
                    <Fact label="Deadline (IST)">{formatDateTime(record.deadline)}</Fact>
                    <Fact label="Answered (IST)">{formatDateTime(record.answered_at)}</Fact>
                    <Fact label="Opened (IST)">{formatDateTime(record.opened_at)}</Fact>
                </Grid>
            </Grid>
        </Box>
    );
};

const NdrTitle = () => {
    const { record } = useShowContext<NdrCase>();
    return <span>Failed delivery {record?.order_id ?? ''}</span>;
};

/** One failed delivery: the courier's reason, the customer's answer, the desk's action and its history. */
export const NdrShow = () => (
    <Show title={<NdrTitle />} actions={false}>
        <NdrShowLayout />
    </Show>
);

export default NdrShow;
