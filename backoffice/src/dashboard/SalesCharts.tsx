import { useId, type ReactNode } from 'react';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { BarChart, BarPlot } from '@mui/x-charts/BarChart';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { formatDate, formatRupees, formatWholeRupees } from '../format';
import { chartData, ordersWithAmount } from './chartData';
import { useCharts } from './useCharts';

const ORDERS = '#b4432f';
const REVENUE = '#13afa2';

/** One chart with its heading; `aria-label` names the figure for screen readers and the browser tests. */
const Figure = ({ title, note, children, wide }: { title: string; note?: string; children: ReactNode; wide?: boolean }) => {
    const id = useId();
    return (
        <Box component="figure" aria-labelledby={id} sx={{ m: 0, minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
            <Typography id={id} component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {title}
            </Typography>
            {note && (
                <Typography variant="body2" color="text.secondary">
                    {note}
                </Typography>
            )}
            {children}
        </Box>
    );
};

const orderCount = (value: number | null) => `${value ?? 0}`;

/** Orders and revenue per day (bars and a line on two axes), orders by status, top product types. */
export const SalesCharts = () => {
    const { data: charts, isPending } = useCharts();
    if (isPending || !charts) {
        return (
            <Card variant="outlined" component="section" aria-label="Last 30 days">
                <CardContent>
                    <Skeleton variant="rounded" height={300} />
                </CardContent>
            </Card>
        );
    }
    const { days, statuses, types } = chartData(charts);
    return (
        <Card variant="outlined" component="section" aria-label="Last 30 days">
            <CardContent sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
                <Figure
                    wide
                    title="Orders and revenue per day"
                    note={`${formatDate(charts.first_day)} to ${formatDate(charts.last_day)}: ${days.totalOrders} orders, ${formatRupees(days.totalRevenue)} revenue (cancelled orders left out)`}
                >
                    <ChartsDataProvider
                        height={300}
                        series={[
                            { type: 'bar', id: 'orders', label: 'Orders', data: days.orders, yAxisId: 'orders', color: ORDERS, valueFormatter: orderCount },
                            {
                                type: 'line',
                                id: 'revenue',
                                label: 'Revenue',
                                data: days.revenue,
                                yAxisId: 'money',
                                color: REVENUE,
                                curve: 'linear',
                                valueFormatter: value => formatRupees(value),
                            },
                        ]}
                        xAxis={[{ id: 'days', scaleType: 'band', data: days.labels }]}
                        yAxis={[
                            { id: 'orders', position: 'left', tickMinStep: 1 },
                            { id: 'money', position: 'right', valueFormatter: (value: number) => formatWholeRupees(value), width: 80 },
                        ]}
                    >
                        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'end' }}>
                            <ChartsLegend />
                            <ChartsSurface>
                                <ChartsAxisHighlight x="band" />
                                <BarPlot />
                                <LinePlot />
                                <MarkPlot />
                                <ChartsXAxis axisId="days" />
                                <ChartsYAxis axisId="orders" label="Orders" />
                                <ChartsYAxis axisId="money" label="Revenue" />
                            </ChartsSurface>
                            <ChartsTooltip />
                        </ChartsWrapper>
                    </ChartsDataProvider>
                </Figure>
                <Figure title="Orders by status" note="All orders">
                    <BarChart
                        height={260}
                        hideLegend
                        xAxis={[
                            {
                                scaleType: 'band',
                                data: statuses.labels,
                                colorMap: { type: 'ordinal', values: statuses.labels, colors: statuses.colours },
                            },
                        ]}
                        yAxis={[{ tickMinStep: 1 }]}
                        series={[
                            {
                                label: 'Orders',
                                data: statuses.orders,
                                valueFormatter: (value, { dataIndex }) => ordersWithAmount(value, statuses.amounts[dataIndex]),
                            },
                        ]}
                    />
                </Figure>
                <Figure title="Top product types" note="Last 30 days, cancelled orders left out">
                    {types.labels.length ? (
                        <BarChart
                            height={260}
                            hideLegend
                            layout="horizontal"
                            yAxis={[{ scaleType: 'band', data: types.labels, width: 110 }]}
                            xAxis={[{ tickMinStep: 1 }]}
                            series={[
                                {
                                    label: 'Orders',
                                    data: types.orders,
                                    color: ORDERS,
                                    valueFormatter: (value, { dataIndex }) => ordersWithAmount(value, types.revenue[dataIndex]),
                                },
                            ]}
                        />
                    ) : (
                        <Typography color="text.secondary">No orders in the last 30 days.</Typography>
                    )}
                </Figure>
            </CardContent>
        </Card>
    );
};

export default SalesCharts;
