import { useId, type ReactNode } from 'react';
import { useListContext } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Box, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatRupees, formatWholeRupees } from '../format';
import { getMarginMonths, getMarginSummary } from './api';
import { monthLabel, thisMonth } from './month';

const SALES = '#13afa2';
const COST = '#b4432f';
const MARGIN = '#3b5ba5';

const Figure = ({ title, note, children }: { title: string; note?: string; children: ReactNode }) => {
    const id = useId();
    return (
        <Box component="figure" aria-labelledby={id} sx={{ m: 0, minWidth: 0 }}>
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

const money = (value: number | null) => formatRupees(value ?? 0);

/** The month the list shows (its `month` filter, this month by default). */
export const useShownMonth = (): string => {
    const { filterValues } = useListContext();
    return (filterValues?.month as string | undefined) || thisMonth();
};

/**
 * The margin of the twelve months up to the chosen one (sales, costs and margin a month), and the
 * chosen month per product type and per business customer: all read from the maintained tallies.
 */
export const MarginCharts = () => {
    const month = useShownMonth();
    const months = useQuery({ queryKey: ['margins', 'months', month], queryFn: () => getMarginMonths(month) });
    const summary = useQuery({ queryKey: ['margins', 'summary', month], queryFn: () => getMarginSummary(month) });
    if (!months.data || !summary.data) return <Skeleton variant="rounded" height={300} sx={{ m: 2 }} />;
    const labels = months.data.map(m => monthLabel(m.month));
    const s = summary.data;
    return (
        <Box
            component="section"
            aria-label="Margin charts"
            sx={{ display: 'grid', gap: 3, p: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}
        >
            <Figure
                title="Margin per month"
                note={`${monthLabel(s.month)}: ${s.orders} orders, sales ${formatRupees(s.sales)} (excl. GST), costs ${formatRupees(s.cost)}, margin ${formatRupees(s.margin)}`}
            >
                <BarChart
                    height={280}
                    xAxis={[{ scaleType: 'band', data: labels }]}
                    yAxis={[{ valueFormatter: (value: number) => formatWholeRupees(value), width: 80 }]}
                    series={[
                        { label: 'Sales', data: months.data.map(m => m.sales), color: SALES, valueFormatter: money },
                        { label: 'Costs', data: months.data.map(m => m.cost), color: COST, valueFormatter: money },
                        { label: 'Margin', data: months.data.map(m => m.margin), color: MARGIN, valueFormatter: money },
                    ]}
                />
            </Figure>
            <Figure title="Margin per product type" note={monthLabel(s.month)}>
                {s.product_types.length ? (
                    <BarChart
                        height={280}
                        layout="horizontal"
                        hideLegend
                        yAxis={[{ scaleType: 'band', data: s.product_types.map(t => t.name), width: 110 }]}
                        xAxis={[{ valueFormatter: (value: number) => formatWholeRupees(value) }]}
                        series={[{ label: 'Margin', data: s.product_types.map(t => t.margin), color: MARGIN, valueFormatter: money }]}
                    />
                ) : (
                    <Typography color="text.secondary">No orders invoiced this month.</Typography>
                )}
            </Figure>
            {s.businesses.length ? (
                <Figure title="Margin per business customer" note={monthLabel(s.month)}>
                    <Table size="small" aria-label="Margin per business customer">
                        <TableHead>
                            <TableRow>
                                <TableCell>Business</TableCell>
                                <TableCell align="right">Orders</TableCell>
                                <TableCell align="right">Sales</TableCell>
                                <TableCell align="right">Costs</TableCell>
                                <TableCell align="right">Margin</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {s.businesses.map(b => (
                                <TableRow key={b.id}>
                                    <TableCell>{b.name}</TableCell>
                                    <TableCell align="right">{b.orders}</TableCell>
                                    <TableCell align="right">{formatRupees(b.sales)}</TableCell>
                                    <TableCell align="right">{formatRupees(b.cost)}</TableCell>
                                    <TableCell align="right">{formatRupees(b.margin)}</TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                </Figure>
            ) : null}
        </Box>
    );
};
