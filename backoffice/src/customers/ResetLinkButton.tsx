import { useState } from 'react';
import { useDataProvider, useRecordContext } from 'react-admin';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import LockReset from '@mui/icons-material/LockReset';
import ContentCopy from '@mui/icons-material/ContentCopy';
import WhatsApp from '@mui/icons-material/WhatsApp';
import type { OfficeDataProvider } from '../providers/dataProvider';
import type { ResetLink } from '../types';
import { useNotifyError } from '../common/useNotifyError';
import { resetLinkWhatsapp } from '../whatsapp/whatsappLink';
import { formatDateTime } from '../format';

type Customer = { id: number; name?: string; phone_number?: string };

/**
 * "Send password reset link": the server e-mails the customer a one-time link (1 hour) and answers it once, here,
 * to copy or to send on WhatsApp (many customers read WhatsApp first). The team never sees or sets the password.
 */
export const ResetLinkButton = () => {
    const customer = useRecordContext<Customer>();
    const dataProvider = useDataProvider<OfficeDataProvider>();
    const notifyError = useNotifyError();
    const [link, setLink] = useState<ResetLink | null>(null);
    const [busy, setBusy] = useState(false);
    const [copied, setCopied] = useState(false);
    if (!customer) return null;

    const send = async () => {
        setBusy(true);
        try {
            setLink(await dataProvider.sendResetLink(customer.id));
            setCopied(false);
        } catch (error) {
            notifyError(error, 'Could not make a reset link.');
        } finally {
            setBusy(false);
        }
    };
    const copy = async () => {
        if (!link) return;
        try {
            await navigator.clipboard.writeText(link.url);
            setCopied(true);
        } catch (error) {
            notifyError(error, 'Could not copy the link; select it and copy it by hand.');
        }
    };
    const whatsapp = link ? resetLinkWhatsapp(customer, link.url) : null;

    return (
        <>
            <Button startIcon={<LockReset />} onClick={() => void send()} disabled={busy}>
                Send password reset link
            </Button>
            <Dialog open={link !== null} onClose={() => setLink(null)} fullWidth maxWidth="sm" aria-labelledby="reset-link-title">
                <DialogTitle id="reset-link-title">Password reset link</DialogTitle>
                {link ? (
                    <DialogContent sx={{ display: 'grid', gap: 2 }}>
                        <Alert severity={link.emailed ? 'success' : 'warning'}>
                            {link.emailed ? link.message : `This customer has no e-mail address: send the link on WhatsApp. ${link.message}`}
                        </Alert>
                        <TextField
                            label="Link"
                            value={link.url}
                            fullWidth
                            slotProps={{ htmlInput: { readOnly: true, onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select() } }}
                            helperText={`Works once, until ${formatDateTime(link.expires_at)} (IST). It is not shown again.`}
                        />
                        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                            <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy()}>
                                {copied ? 'Copied' : 'Copy'}
                            </Button>
                            {whatsapp ? (
                                <Button variant="outlined" color="success" startIcon={<WhatsApp />} href={whatsapp} target="_blank" rel="noopener noreferrer">
                                    Share on WhatsApp
                                </Button>
                            ) : null}
                        </Box>
                    </DialogContent>
                ) : null}
                <DialogActions>
                    <Button onClick={() => setLink(null)}>Close</Button>
                </DialogActions>
            </Dialog>
        </>
    );
};
