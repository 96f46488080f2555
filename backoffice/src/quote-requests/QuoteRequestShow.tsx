import { Show, useCreate, useRedirect, useShowContext } from 'react-admin';
import { Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, formatDateTime, formatSizes } from '../format';
import { useNotifyError } from '../common/useNotifyError';
import type { Quote, QuoteRequest } from '../quotes/types';

const MakeQuote = ({ record }: { record: QuoteRequest }) => {
    const [create, { isPending }] = useCreate<Quote>();
    const redirect = useRedirect();
    const notifyError = useNotifyError();
    const make = () =>
        create(
            'quotes',
            { data: { request_id: record.id } },
            { onSuccess: quote => redirect('show', 'quotes', quote.id), onError: error => notifyError(error, 'The quote could not be made') },
        );
    return (
        <Button variant="contained" onClick={make} disabled={isPending}>
            Make a quote
        </Button>
    );
};

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
    <Typography variant="body2">
        <strong>{label}:</strong> {children}
    </Typography>
);

const RequestLayout = () => {
    const { record } = useShowContext<QuoteRequest>();
    if (!record) return null;
    return (
        <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
            <Card variant="outlined">
                <CardContent sx={{ display: 'grid', gap: 1 }}>
                    <Typography variant="h5" component="h1">
                        {record.quantity} × {record.product}, {record.colour_name}
                    </Typography>
                    <Fact label="Number">{record.reference}</Fact>
                    <Fact label="Asked">{formatDateTime(record.created_at)}</Fact>
                    <Fact label="Customer">
                        {record.customer_name} · {record.customer_phone} · {record.customer_email}
                    </Fact>
                    {record.business_gstin ? (
                        <Fact label="Business">
                            {record.business_name} · GSTIN {record.business_gstin} ·{' '}
                            {[record.business_address, record.business_state, record.business_pin_code].filter(Boolean).join(', ')}
                        </Fact>
                    ) : null}
                    <Fact label="Sizes">{formatSizes(record.sizes)}</Fact>
                    <Fact label="Print">{record.positions.join(', ')}</Fact>
                    <Fact label="Needed by">
                        {formatDate(record.needed_by)} ({record.date_possible ? 'possible' : `too soon: earliest ${formatDate(record.earliest_delivery)}`})
                    </Fact>
                    <Fact label="Deliver to">{record.ship_to}</Fact>
                    {record.notes ? <Fact label="Notes">{record.notes}</Fact> : null}
                    {record.design_order_id ? <Fact label="Studio design of order">{record.design_order_id}</Fact> : null}
                    {record.artwork_url ? (
                        <Box component="img" src={record.artwork_url} alt="The customer's artwork" sx={{ maxWidth: 240, border: '1px solid #ddd' }} />
                    ) : null}
                    <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                        {record.quotes.map(q => (
                            <Link key={q.number} component={RouterLink} to={`/quotes?filter=${encodeURIComponent(JSON.stringify({ q: q.number }))}`}>
                                {q.number} ({q.status})
                            </Link>
                        ))}
                        <MakeQuote record={record} />
                    </Stack>
                </CardContent>
            </Card>
        </Box>
    );
};

export const QuoteRequestShow = () => (
    <Show title="Quote request" actions={false}>
        <RequestLayout />
    </Show>
);

export default QuoteRequestShow;
