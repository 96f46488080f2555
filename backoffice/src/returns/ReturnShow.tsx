import { Show, useShowContext } from 'react-admin';
import { Box, Button, Card, CardContent, Chip, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { formatDateTime } from '../format';
import { chatLink } from '../whatsapp/whatsappLink';
import { RETURN_STATUS_COLOR, type ReturnDetail } from './types';
import { ReturnActions } from './ReturnActions';
import { ReturnHistoryCard, ReturnLinesCard, ReturnOrderCard, ReturnProgressCard, ReturnReasonCard } from './ReturnParts';

/** "Message on WhatsApp": a chat with the customer, prefilled with the server's line about this return. */
const ReturnWhatsApp = ({ record }: { record: ReturnDetail }) => {
    const href = chatLink(record.phone_number, record.whatsapp_text);
    if (!href) return null;
    return (
        <Button href={href} target="_blank" rel="noopener noreferrer" startIcon={<WhatsApp />} sx={{ textTransform: 'none' }}>
            Message on WhatsApp
        </Button>
    );
};

const ReturnHeader = ({ record }: { record: ReturnDetail }) => (
    <Card variant="outlined" sx={{ borderLeft: `6px solid ${RETURN_STATUS_COLOR[record.status] ?? '#999'}` }}>
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
            <Box>
                <Typography variant="h5" component="h1" sx={{ fontFamily: 'ui-monospace, monospace' }}>
                    {record.number}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {record.kind === 'exchange' ? 'Exchange for another size' : 'Refund'} · asked {formatDateTime(record.created_at)} · {record.name}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                    <Chip label={record.status_label} size="small" sx={{ bgcolor: `${RETURN_STATUS_COLOR[record.status] ?? '#999'}22`, fontWeight: 600 }} />
                </Stack>
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                <ReturnActions record={record} />
                <ReturnWhatsApp record={record} />
            </Stack>
        </CardContent>
    </Card>
);

const ReturnShowLayout = () => {
    const { record } = useShowContext<ReturnDetail>();
    if (!record) return null;
    // a list row stands in until the return's own answer arrives: it has no lines or history yet
    if (!record.history) return <LinearProgress aria-label="Loading the return" sx={{ m: 2 }} />;
    return (
        <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
            <ReturnHeader record={record} />
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 7 }} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
                    <ReturnLinesCard record={record} />
                    <ReturnReasonCard record={record} />
                    <ReturnProgressCard record={record} />
                </Grid>
                <Grid size={{ xs: 12, md: 5 }} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
                    <ReturnOrderCard record={record} />
                    <ReturnHistoryCard record={record} />
                </Grid>
            </Grid>
        </Box>
    );
};

const ReturnTitle = () => {
    const { record } = useShowContext<ReturnDetail>();
    return <span>Return {record?.number ?? ''}</span>;
};

/** A return's page: the order, lines, photos, reason, history, and the steps the member may take. */
export const ReturnShow = () => (
    <Show title={<ReturnTitle />} actions={false}>
        <ReturnShowLayout />
    </Show>
);

export default ReturnShow;
