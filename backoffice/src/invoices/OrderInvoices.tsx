import { useQuery } from '@tanstack/react-query';
import { Box, Link, Typography } from '@mui/material';
import { formatDate, formatRupees } from '../format';
import { RefundStateLine } from '../returns/RefundState';
import { getInvoices } from './api';

const KINDS: Record<string, string> = { invoice: 'Invoice', credit: 'Credit note', challan: 'Delivery challan' };

/** The order page's invoices and credit notes (a replacement's delivery challan), newest first, each opening its PDF; a
 * credit note settled by a refund to the original payment shows that refund's state (and, failed, Accounts' two ways on). */
export const OrderInvoices = ({ orderId }: { orderId: string }) => {
    const { data = [], isPending } = useQuery({
        queryKey: ['orders', 'invoices', orderId],
        queryFn: () => getInvoices(orderId),
    });
    return (
        <Box>
            <Typography variant="subtitle2">Invoices</Typography>
            {isPending ? null : data.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                    No invoice yet: it is issued when the order is confirmed or paid.
                </Typography>
            ) : (
                data.map(doc => (
                    <Typography key={doc.id} variant="body2">
                        <Link href={doc.pdf_url} target="_blank" rel="noopener">
                            {KINDS[doc.kind] ?? doc.kind} {doc.number}
                        </Link>{' '}
                        · {formatDate(doc.issued_at)} · {formatRupees(doc.total)}
                        {doc.refund_state && <RefundStateLine state={doc.refund_state} />}
                        {doc.einvoice_url && (
                            <>
                                {' · '}
                                <Link href={doc.einvoice_url} download>
                                    e-invoice JSON
                                </Link>
                            </>
                        )}
                    </Typography>
                ))
            )}
        </Box>
    );
};
