import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import LockReset from '@mui/icons-material/LockReset';
import WhatsApp from '@mui/icons-material/WhatsApp';
import type { ResetLink } from '../types';
import { useNotifyError } from '../common/useNotifyError';
import { chatLink } from '../whatsapp/whatsappLink';
import { formatDateTime } from '../format';
import { sendResetLink } from './api';

type Customer = { id: number; name?: string; phone_number?: string };

/**
 * "Send password reset link": the server e-mails the customer a one-time link (1 hour) to the customer's own
 * address. The team never sees the link (whoever held it could set the password) nor sets the password; the
 * WhatsApp line the server words carries no link, only where to ask for one.
 */
export const ResetLinkButton = () => {
    const customer = useRecordContext<Customer>();
    const notifyError = useNotifyError();
    const [sent, setSent] = useState<ResetLink | null>(null);
    const [busy, setBusy] = useState(false);
    if (!customer) return null;

    const send = async () => {
        setBusy(true);
        try {
            setSent(await sendResetLink(customer.id));
        } catch (error) {
            notifyError(error, 'Could not send a reset link.');
        } finally {
            setBusy(false);
        }
    };
    const whatsapp = sent?.whatsapp_text ? chatLink(customer.phone_number, sent.whatsapp_text) : null;

    return (
        <>
            <Button startIcon={<LockReset />} onClick={() => void send()} disabled={busy}>
                Send password reset link
            </Button>
            <Dialog open={sent !== null} onClose={() => setSent(null)} fullWidth maxWidth="sm" aria-labelledby="reset-link-title">
                <DialogTitle id="reset-link-title">Password reset link</DialogTitle>
                {sent ? (
                    <DialogContent sx={{ display: 'grid', gap: 2 }}>
                        <Alert severity={sent.emailed ? 'success' : 'warning'}>{sent.message}</Alert>
                        {sent.expires_at ? (
                            <Typography variant="body2">The link works once, until {formatDateTime(sent.expires_at)} (IST).</Typography>
                        ) : null}
                        {whatsapp ? (
                            <Button variant="outlined" color="success" startIcon={<WhatsApp />} href={whatsapp} target="_blank" rel="noopener noreferrer" sx={{ justifySelf: 'start' }}>
                                Tell them on WhatsApp
                            </Button>
                        ) : null}
                    </DialogContent>
                ) : null}
                <DialogActions>
                    <Button onClick={() => setSent(null)}>Close</Button>
                </DialogActions>
            </Dialog>
        </>
    );
};
