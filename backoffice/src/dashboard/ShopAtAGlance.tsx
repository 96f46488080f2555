import { useNavigate } from 'react-router-dom';
import { Box, ButtonBase, Card, CardContent, Typography } from '@mui/material';
import { useSummary } from '../providers/useSummary';
import { ORDER_STATUSES, STATUS_COLOR } from '../orders/statuses';

const Tile = ({ label, value, colour, onClick }: { label: string; value?: number; colour: string; onClick: () => void }) => (
    <ButtonBase
        onClick={onClick}
        sx={{ borderRadius: 2, textAlign: 'left', display: 'block', border: '1px solid', borderColor: 'divider', borderTop: `4px solid ${colour}`, p: 1.5, bgcolor: 'background.paper' }}
    >
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {value ?? '…'}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ textTransform: 'capitalize' }}>
            {label}
        </Typography>
    </ButtonBase>
);

/** Orders per status and what is waiting for the team (`GET /api/office/summary/`). */
export const ShopAtAGlance = () => {
    const navigate = useNavigate();
    const { data } = useSummary();
    const ordersWith = (status: string) =>
        navigate(`/orders?filter=${encodeURIComponent(JSON.stringify({ status }))}&order=DESC&sort=created_at`);
    return (
        <Card variant="outlined" component="section" aria-label="At a glance">
            <CardContent sx={{ display: 'grid', gap: 1.5 }}>
                <Typography variant="h6" component="h2">
                    At a glance
                </Typography>
                <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))' }}>
                    {ORDER_STATUSES.map(status => (
                        <Tile key={status} label={status} value={data?.counts[status]} colour={STATUS_COLOR[status]} onClick={() => ordersWith(status)} />
                    ))}
                    <Tile label="Unread messages" value={data?.unhandled_messages} colour="#c2185b" onClick={() => navigate('/contact-messages')} />
                    <Tile label="Open bulk enquiries" value={data?.open_enquiries} colour="#13afa2" onClick={() => navigate('/bulk-enquiries')} />
                    <Tile label="Customers" value={data?.customers} colour="#2b1a3f" onClick={() => navigate('/customers')} />
                </Box>
            </CardContent>
        </Card>
    );
};
