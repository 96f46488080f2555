import { Button } from '@mui/material';
import WhatsApp from '@mui/icons-material/WhatsApp';
import type { Order } from '../types';
import { whatsappLink } from './whatsappLink';

/** 'WhatsApp': a chat with the customer, prefilled with the order's id and status, in a new tab. */
export const WhatsAppLink = ({ order }: { order: Pick<Order, 'order_id' | 'status' | 'name' | 'phone_number'> }) => {
    const href = whatsappLink(order);
    if (!href) return null;
    return (
        <Button
            size="small"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<WhatsApp fontSize="small" />}
            aria-label={`Message on WhatsApp about order ${order.order_id}`}
            sx={{ textTransform: 'none', px: 0.5, minWidth: 0 }}
        >
            WhatsApp
        </Button>
    );
};
