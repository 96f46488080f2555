import { Button } from '@mui/material';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type { Order } from '../types';
import { orderFileUrl } from '../providers/dataProvider';
import { hasInvoice } from './hasInvoice';

/** 'Invoice' on a board card: the order's GST invoice PDF in a new tab, once it has one. */
export const InvoiceButton = ({ order }: { order: Pick<Order, 'order_id' | 'status' | 'payment_status'> }) =>
    hasInvoice(order) ? (
        <Button
            size="small"
            href={orderFileUrl(order.order_id, 'invoice.pdf')}
            target="_blank"
            rel="noopener"
            startIcon={<ReceiptLongOutlined fontSize="small" />}
            aria-label={`Invoice of order ${order.order_id}`}
            sx={{ textTransform: 'none', px: 0.5, minWidth: 0 }}
        >
            Invoice
        </Button>
    ) : null;
