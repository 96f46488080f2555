import { useCanAccess } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Box, Typography } from '@mui/material';
import { formatDate, formatRupees } from '../format';
import { getOrderPayments } from './api';

/**
 * A business order's money on its page: the advance asked, what was received (date, amount, UTR,
 * who confirmed), the balance and when it is due. Nothing for an order from the shop (404).
 */
export const OrderPayments = ({ orderId }: { orderId: string }) => {
    const { canAccess } = useCanAccess({ resource: 'receivables', action: 'show' });
    const { data } = useQuery({
        queryKey: ['orders', 'payments', orderId],
        queryFn: () => getOrderPayments(orderId),
        enabled: Boolean(canAccess),
        retry: false,
    });
    if (!data) return null;
    const due = data.due_on ? ` by ${formatDate(data.due_on)}` : data.terms_days ? ` ${data.terms_days} days after dispatch` : '';
    return (
        <Box aria-label="Payments">
            <Typography variant="subtitle2">Payments · quote {data.quote_number}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {data.state_label}
            </Typography>
            <Typography variant="body2">
                Advance {formatRupees(data.advance)} ({Number(data.advance_percent)}%) of {formatRupees(data.total)}
            </Typography>
            {data.payments.map(p => (
                <Typography key={`${p.kind}-${p.received_on}-${p.amount}`} variant="body2">
                    {p.kind === 'advance' ? 'Advance' : 'Balance'} received {formatRupees(p.amount)} on {formatDate(p.received_on)}
                    {p.utr ? ` · UTR ${p.utr}` : ''} · {p.confirmed_by}
                </Typography>
            ))}
            {Number(data.balance) > 0 && data.state !== 'cancelled' ? (
                <Typography variant="body2">
                    Balance due {formatRupees(data.balance)}
                    {due}
                </Typography>
            ) : null}
        </Box>
    );
};
