import type { OfficeCharts } from '../types';
import { formatRupees } from '../format';
import { STATUS_COLOR } from '../orders/statuses';

/** '2026-11-24' -> '24/11' (the day axis' labels). */
export const dayLabel = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** What the three charts draw, from `GET /api/office/charts/` (no arithmetic on money but the total). */
export const chartData = (charts: OfficeCharts) => ({
    days: {
        labels: charts.days.map(d => dayLabel(d.day)),
        orders: charts.days.map(d => d.orders),
        revenue: charts.days.map(d => d.revenue),
        totalOrders: sum(charts.days.map(d => d.orders)),
        // rupees to the paisa: summed in paise so that floats do not drift
        totalRevenue: sum(charts.days.map(d => Math.round(d.revenue * 100))) / 100,
    },
    statuses: {
        labels: charts.statuses.map(s => s.status),
        orders: charts.statuses.map(s => s.orders),
        amounts: charts.statuses.map(s => s.amount),
        colours: charts.statuses.map(s => STATUS_COLOR[s.status]),
    },
    types: {
        labels: charts.product_types.map(t => t.name),
        orders: charts.product_types.map(t => t.orders),
        revenue: charts.product_types.map(t => t.revenue),
    },
});

/** A tooltip's line: '3 orders · ₹1,23,838.00'. */
export const ordersWithAmount = (orders: number | null, amount: number | undefined): string =>
    `${orders ?? 0} ${orders === 1 ? 'order' : 'orders'} · ${formatRupees(amount ?? 0)}`;
