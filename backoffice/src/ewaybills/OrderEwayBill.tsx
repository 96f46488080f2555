import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess } from 'react-admin';
import { Alert, Box, Chip, Link, Stack, Typography } from '@mui/material';
import { formatDateTime, formatRupees } from '../format';
import { ewayBillDayUrl, ewayBillFileUrl, getEwayBill, runsOutSoon, type EwayBill } from './api';
import { EwayBillNumberForm } from './EwayBillNumberForm';
import { EwayBillReasonForm } from './EwayBillReasonForm';

const today = (): string => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }); // yyyy-mm-dd, IST

/**
 * The order page's e-way bill (CGST Rule 138): "E-way bill needed" over the limit until a number is
 * entered; the portal's bulk generation file of this order (and of today's consignments); the number,
 * its validity (warned of when under a day is left) or the reason it moves without one.
 */
export const OrderEwayBill = ({ orderId, status }: { orderId: string; status: string }) => {
    const { canAccess } = useCanAccess({ resource: 'ewaybills', action: 'show' });
    const queryClient = useQueryClient();
    const key = ['orders', 'ewaybill', orderId];
    const { data } = useQuery({ queryKey: key, queryFn: () => getEwayBill(orderId), enabled: canAccess === true });
    if (!canAccess || !data) return null;
    const saved = (bill: EwayBill) => queryClient.setQueryData(key, bill);
    const moving = status !== 'delivered' && status !== 'cancelled';
    return (
        <Box component="section" aria-labelledby="ewaybill-title">
            <Stack direction="row" spacing={1} alignItems="center">
                <Typography id="ewaybill-title" variant="subtitle2">
                    E-way bill
                </Typography>
                {data.needed && !data.number ? <Chip size="small" color="warning" label="E-way bill needed" /> : null}
            </Stack>
            <Typography variant="body2" color="text.secondary">
                Consignment {formatRupees(data.value)}; needed over {formatRupees(data.threshold)} (CGST Rule 138).
            </Typography>
            {data.number ? (
                <Box sx={{ mt: 1 }}>
                    <Typography variant="body2">
                        No. <strong>{data.number}</strong> · generated {formatDateTime(data.generated_at)} · valid until{' '}
                        {formatDateTime(data.valid_until)} ({data.distance_km} km)
                    </Typography>
                    {moving && runsOutSoon(data.valid_until) ? (
                        <Alert severity="warning" sx={{ mt: 1 }}>
                            The e-way bill runs out on {formatDateTime(data.valid_until)}: extend it on the portal before it does.
                        </Alert>
                    ) : null}
                </Box>
            ) : null}
            {data.no_number_reason && !data.number ? (
                <Typography variant="body2" sx={{ mt: 1 }}>
                    Moves without a number: {data.no_number_reason}
                </Typography>
            ) : null}
            {data.invoice_number ? (
                <Typography variant="body2" sx={{ mt: 1 }}>
                    <Link href={ewayBillFileUrl(orderId)} download>
                        E-way bill JSON (bulk tool)
                    </Link>
                    {' · '}
                    <Link href={ewayBillDayUrl(today())} download>
                        Today&rsquo;s consignments
                    </Link>
                </Typography>
            ) : (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    The e-way bill is made from the tax invoice, issued when the order is confirmed or paid.
                </Typography>
            )}
            {moving && (data.needed || data.number) ? (
                <Box sx={{ mt: 1.5, display: 'grid', gap: 1.5 }}>
                    <EwayBillNumberForm orderId={orderId} onSaved={saved} />
                    {!data.number ? <EwayBillReasonForm orderId={orderId} onSaved={saved} /> : null}
                </Box>
            ) : null}
        </Box>
    );
};
