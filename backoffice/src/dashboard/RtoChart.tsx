import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Card, CardContent, Skeleton, TextField, MenuItem, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { SUMMARY_KEY } from '../providers/useSummary';
import { getRtoRates, type RtoBy } from './api';

const BY: { value: RtoBy; label: string }[] = [
    { value: 'courier', label: 'Courier' },
    { value: 'pin_prefix', label: 'PIN prefix (3 digits)' },
    { value: 'payment_method', label: 'Payment method' },
];

const RTO = '#b4432f';

/** The share of finished parcels that came back (RTO), per courier, PIN prefix or payment method. */
export const RtoChart = () => {
    const [by, setBy] = useState<RtoBy>('courier');
    const { data, isPending } = useQuery({
        queryKey: [...SUMMARY_KEY, 'rto-rates', by],
        queryFn: () => getRtoRates(by),
        staleTime: 30_000,
    });
    return (
        <Card variant="outlined" component="section" aria-label="Returned to origin">
            <CardContent sx={{ display: 'grid', gap: 2 }}>
                <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
                    <Box>
                        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                            Returned to origin (RTO rate)
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                            Of the parcels delivered or returned, the share that came back to us
                        </Typography>
                    </Box>
                    <TextField select size="small" label="By" value={by} onChange={(event) => setBy(event.target.value as RtoBy)} sx={{ minWidth: 200 }}>
                        {BY.map((option) => (
                            <MenuItem key={option.value} value={option.value}>
                                {option.label}
                            </MenuItem>
                        ))}
                    </TextField>
                </Box>
                {isPending || !data ? (
                    <Skeleton variant="rounded" height={260} />
                ) : data.length ? (
                    <BarChart
                        height={260}
                        hideLegend
                        skipAnimation
                        xAxis={[{ scaleType: 'band', data: data.map((row) => row.key) }]}
                        yAxis={[{ min: 0, max: 100, label: 'Returned (%)' }]}
                        series={[
                            {
                                label: 'RTO rate',
                                data: data.map((row) => row.rate),
                                color: RTO,
                                valueFormatter: (value, { dataIndex }) =>
                                    `${value ?? 0}% (${data[dataIndex].returned} of ${data[dataIndex].returned + data[dataIndex].delivered} parcels)`,
                            },
                        ]}
                    />
                ) : (
                    <Typography color="text.secondary">No parcel delivered or returned yet.</Typography>
                )}
            </CardContent>
        </Card>
    );
};

export default RtoChart;
