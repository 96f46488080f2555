import { Button } from '@mui/material';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type { Order } from '../types';
import { orderFileUrl } from '../providers/fileUrls';
import { hasInvoice } from './hasInvoice';

/**
 * 'Invoice' on a board card: the order's GST invoice PDF in a new tab, once it has one. An exchange's replacement has
 * no invoice: it moves under a delivery challan (CGST Rule 55), 'Challan'.
 */
export const InvoiceButton = ({ order }: { order: Pick<Order, 'order_id' | 'status' | 'payment_status' | 'replacement_of'> }) => {
    if (!hasInvoice(order)) return null;
    const label = order.replacement_of ? 'Challan' : 'Invoice';
    return (
        <Button
            size="small"
            href={orderFileUrl(order.order_id, order.replacement_of ? 'challan.pdf' : 'invoice.pdf')}
            target="_blank"
            rel="noopener"
            startIcon={<ReceiptLongOutlined fontSize="small" />}
            aria-label={`${order.replacement_of ? 'Delivery challan' : 'Invoice'} of order ${order.order_id}`}
            sx={{ textTransform: 'none', px: 0.5, minWidth: 0 }}
        >
            {label}
        </Button>
    );
};
