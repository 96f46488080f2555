import { useState } from 'react';
import { CanAccess, Show, useRefresh, useShowContext } from 'react-admin';
import { Box, Button, Card, CardContent, Chip, LinearProgress, Link, Stack, Typography } from '@mui/material';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { useNotifyError } from '../common/useNotifyError';
import { formatDate } from '../format';
import { DraftEditor } from './DraftEditor';
import { RevisionCard } from './RevisionCard';
import { QUOTE_STATUS_LABEL, type Quote } from './types';
import { quoteStep } from './api';
import { storeDraftFromQuote } from '../stores/api';
import { StoreDraftButton } from '../stores/StoreDraftButton';

/** `blocked`: why the draft cannot be sent yet (the editor's unsaved or refused changes), shown instead of sending. */
const Steps = ({ quote, blocked }: { quote: Quote; blocked: string | null }) => {
    const refresh = useRefresh();
    const notifyError = useNotifyError();
    const [busy, setBusy] = useState(false);
    const run = (step: 'send' | 'revise', failure: string) => {
        setBusy(true);
        quoteStep(quote.id, step)
            .then(() => refresh(), error => notifyError(error, failure))
            .finally(() => setBusy(false));
    };
    return (
        <CanAccess resource="quotes" action="send">
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                {quote.status === 'draft' ? (
                    <Button variant="contained" disabled={busy || Boolean(blocked)} onClick={() => run('send', 'The quote was not sent')} aria-describedby={blocked ? 'send-blocked' : undefined}>
                        Send to customer
                    </Button>
                ) : null}
                {quote.status === 'draft' && blocked ? (
                    <Typography id="send-blocked" variant="body2" color="warning.main" role="status" sx={{ alignSelf: 'center' }}>
                        {blocked}
                    </Typography>
                ) : null}
                {quote.status === 'sent' || quote.status === 'changes' ? (
                    <Button variant="outlined" disabled={busy} onClick={() => run('revise', 'No new revision was made')}>
                        New revision
                    </Button>
                ) : null}
                {quote.whatsapp_url ? (
                    <Button href={quote.whatsapp_url} target="_blank" rel="noopener noreferrer" startIcon={<WhatsApp />}>
                        Send on WhatsApp
                    </Button>
                ) : null}
            </Stack>
        </CanAccess>
    );
};

const QuoteLayout = () => {
    const { record } = useShowContext<Quote>();
    const [blocked, setBlocked] = useState<string | null>(null);
    if (!record) return null;
    if (!record.revisions) return <LinearProgress aria-label="Loading the quote" sx={{ m: 2 }} />;
    const [latest, ...earlier] = record.revisions;
    const draft = record.status === 'draft' && latest && !latest.sent_at;
    return (
        <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
            <Card variant="outlined">
                <CardContent sx={{ display: 'grid', gap: 1 }}>
                    <Typography variant="h5" component="h1" sx={{ fontFamily: 'ui-monospace, monospace' }}>
                        {record.number}
                    </Typography>
                    <Typography variant="body2">
                        {record.product} in {record.colour_name} for {record.business_name || record.customer_name} ({record.customer_phone})
                        {record.business_gstin ? ` · GSTIN ${record.business_gstin}` : ''} · needed by {formatDate(record.needed_by)}
                    </Typography>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                        <Chip label={QUOTE_STATUS_LABEL[record.status]} size="small" data-testid="quote-status" />
                        {record.order_id ? <Typography variant="body2">Order {record.order_id}</Typography> : null}
                        {record.store_title ? (
                            <Typography variant="body2" data-testid="quote-store">
                                Sold as store {record.store_title} (/store/{record.store_slug}); its order cancelled
                            </Typography>
                        ) : null}
                        <Link href={record.page_url} target="_blank" rel="noopener">
                            Customer's page
                        </Link>
                        {record.status === 'accepted' ? <StoreDraftButton label="Make a store" draft={() => storeDraftFromQuote(record.number)} /> : null}
                    </Stack>
                    <Steps quote={record} blocked={draft ? blocked : null} />
                </CardContent>
            </Card>
            {draft ? <DraftEditor key={`${latest.number}-${String(latest.total)}`} quote={record} revision={latest} onBlock={setBlocked} /> : null}
            {(draft ? [latest, ...earlier] : record.revisions).map(r => (
                <RevisionCard key={r.number} quoteId={record.id} revision={r} />
            ))}
        </Box>
    );
};

const QuoteTitle = () => {
    const { record } = useShowContext<Quote>();
    return <span>Quote {record?.number ?? ''}</span>;
};

/** A quote: its draft to edit and send, every revision as it was, the WhatsApp link and the customer's page. */
export const QuoteShow = () => (
    <Show title={<QuoteTitle />} actions={false}>
        <QuoteLayout />
    </Show>
);

export default QuoteShow;
