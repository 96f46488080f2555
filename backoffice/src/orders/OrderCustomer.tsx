import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, Typography } from '@mui/material';
import type { OrderDetail } from './types';

/** Who ordered and where it ships (the address as it was when the order was placed). */
export const OrderCustomer = ({ record }: { record: OrderDetail }) => {
    const a = record.shipping_address;
    return (
        <Card variant="outlined">
            <CardHeader title="Customer and shipping" titleTypographyProps={{ variant: 'subtitle1', component: 'h2' }} />
            <CardContent sx={{ pt: 0 }}>
                <Typography
                    component={Link}
                    to={`/customers/${record.customer_id}/show`}
                    variant="body1"
                    sx={{ fontWeight: 600, color: 'primary.main', textDecoration: 'none' }}
                >
                    {record.name}
                </Typography>
                <Typography variant="body2">{record.phone_number}</Typography>
                <Typography variant="body2" sx={{ mt: 1.5 }}>
                    {a.name} · {a.phone_number}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {[a.area, a.landmark, a.city, a.state, a.pin_code].filter(Boolean).join(', ')}
                </Typography>
                {record.business && (
                    <>
                        <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 600 }}>
                            Business: {record.business.name}
                        </Typography>
                        <Typography variant="body2">GSTIN {record.business.gstin}</Typography>
                        <Typography variant="body2" color="text.secondary">
                            {[record.business.address, record.business.state, record.business.pin_code].filter(Boolean).join(', ')}
                        </Typography>
                    </>
                )}
            </CardContent>
        </Card>
    );
};
