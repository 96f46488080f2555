import { lazy, Suspense } from 'react';
import { CanAccess, TextInput, Title, required } from 'react-admin';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useSummary } from '../providers/useSummary';
import { TOTALS, totalText } from '../layout/TotalsText';
import { AdminInputs } from '../admins/AdminInputs';
import { DashboardForm } from './DashboardForm';
import { PhotoInput } from './PhotoInput';
import { ShopAtAGlance } from './ShopAtAGlance';
import { QueueWarning } from './QueueWarning';
import { TodayFigures } from '../planning/TodayFigures';
import { LowStock } from '../blank-stock/LowStock';
import { NdrCountsBar } from '../ndr/NdrCountsBar';
import { StoreFigures } from '../stores/StoreFigures';

// the charts library loads with the charts, after the totals and the forms
const SalesCharts = lazy(() => import('./SalesCharts'));
const RtoChart = lazy(() => import('./RtoChart'));

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } };

/** The admin dashboard: the totals, the counts, 'Submit a Testimonial' and 'Register an Admin' side by side (the specification's screen), then the charts of the last 30 days. */
export const DashboardPage = () => {
    const { data } = useSummary();
    return (
        <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
            <Title title="Team dashboard" />
            <CanAccess resource="health" action="show">
                <QueueWarning />
            </CanAccess>
            <Box sx={twoColumns}>
                {TOTALS.map(({ label, key, accent }) => (
                    <Card key={key} variant="outlined" sx={{ borderLeft: `6px solid ${accent}` }}>
                        <CardContent>
                            {data ? (
                                <Typography variant="h6" component="p">
                                    {totalText(label, data[key])}
                                </Typography>
                            ) : (
                                <Skeleton width={260} />
                            )}
                        </CardContent>
                    </Card>
                ))}
            </Box>
            <CanAccess resource="planning" action="list">
                <TodayFigures />
            </CanAccess>
            <ShopAtAGlance />
            <CanAccess resource="stores" action="list">
                <StoreFigures />
            </CanAccess>
            <CanAccess resource="blank-stock" action="list">
                <LowStock />
            </CanAccess>
            <CanAccess resource="ndr-cases" action="list">
                <NdrCountsBar linked />
            </CanAccess>
            <Box sx={{ ...twoColumns, alignItems: 'start' }}>
                <CanAccess resource="testimonials" action="create">
                    <DashboardForm
                        title="Submit a Testimonial"
                        resource="testimonials"
                        success="Testimonial added."
                        failure="Failed to submit the testimonial."
                        submitLabel="Submit"
                        busyLabel="Submitting..."
                    >
                        <TextInput source="name" label="Name" validate={required()} />
                        <TextInput source="message" label="Message" validate={required()} multiline minRows={3} />
                        <PhotoInput />
                    </DashboardForm>
                </CanAccess>
                <CanAccess resource="admins" action="create">
                    <DashboardForm
                        title="Register an Admin"
                        resource="admins"
                        success="Admin registered successfully!"
                        failure="Failed to register the admin."
                        submitLabel="Register"
                        busyLabel="Registering..."
                    >
                        <AdminInputs />
                    </DashboardForm>
                </CanAccess>
            </Box>
            <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
                <SalesCharts />
            </Suspense>
            <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
                <RtoChart />
            </Suspense>
        </Box>
    );
};

export default DashboardPage;
