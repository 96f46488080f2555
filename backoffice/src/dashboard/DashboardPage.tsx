import { Title } from 'react-admin';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useAmountSummary } from '../providers/useShop';
import { plainAmount } from '../format';
import { TestimonialForm } from './TestimonialForm';
import { AdminRegisterForm } from './AdminRegisterForm';
import { ShopAtAGlance } from './ShopAtAGlance';

const Total = ({ label, value, accent }: { label: string; value?: number; accent: string }) => (
    <Card variant="outlined" sx={{ borderLeft: `6px solid ${accent}` }}>
        <CardContent>
            {value === undefined ? (
                <Skeleton width={260} />
            ) : (
                <Typography variant="h6" component="p">
                    {label}: Rs. {plainAmount(value)}/-
                </Typography>
            )}
        </CardContent>
    </Card>
);

/** The admin dashboard: the totals, 'Submit a Testimonial' and 'Register an Admin' side by side. */
export const DashboardPage = () => {
    const { data } = useAmountSummary();
    return (
        <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
            <Title title="Team dashboard" />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                <Total label="Total Credit Amount" value={data?.total_due} accent="#e0a21b" />
                <Total label="Total Debit Amount" value={data?.total_paid} accent="#2e7d32" />
            </Box>
            <ShopAtAGlance />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
                <TestimonialForm />
                <AdminRegisterForm />
            </Box>
        </Box>
    );
};

export default DashboardPage;
