import { Button } from '@mui/material';
import WhatsApp from '@mui/icons-material/WhatsApp';
import type { NdrCase } from '../types';

/** A chat with the customer on WhatsApp (wa.me, +91), prefilled with the attempt and their link. */
export const NdrWhatsApp = ({ record }: { record: Pick<NdrCase, 'whatsapp' | 'phone' | 'order_id'> }) => (
    <Button
        size="small"
        href={record.whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        onClick={event => event.stopPropagation()}
        startIcon={<WhatsApp fontSize="small" />}
        aria-label={`Message ${record.phone} on WhatsApp about order ${record.order_id}`}
        sx={{ textTransform: 'none', px: 0.5, minWidth: 0, whiteSpace: 'nowrap' }}
    >
        {record.phone}
    </Button>
);
