import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import SalesCharts from './SalesCharts';
import { chartData, dayLabel, ordersWithAmount } from './chartData';
import { makeCharts, renderWithAdmin } from '../test/render';
import { stubOffice } from '../test/office';
import type { OfficeCharts } from '../types';

const charts: OfficeCharts = makeCharts({
    first_day: '2026-11-23',
    last_day: '2026-11-24',
    days: [
        { day: '2026-11-23', orders: 2, revenue: 123456.5 },
        { day: '2026-11-24', orders: 1, revenue: 0.1 },
    ],
    statuses: [
        { status: 'pending', label: 'Pending', orders: 2, amount: 1000 },
        { status: 'cancelled', label: 'Cancelled', orders: 1, amount: 99 },
    ],
    product_types: [{ name: 'T-Shirt', orders: 3, revenue: 123456.6 }],
});

beforeAll(() => {
    // jsdom has no layout: the charts measure their box with ResizeObserver
    globalThis.ResizeObserver ??= class {
        observe() {}
        unobserve() {}
        disconnect() {}
    } as unknown as typeof ResizeObserver;
});

describe('chartData', () => {
    it('labels days dd/mm and sums the revenue to the paisa', () => {
        const data = chartData(charts);
        expect(data.days.labels).toEqual(['23/11', '24/11']);
        expect(data.days.totalOrders).toBe(3);
        expect(data.days.totalRevenue).toBe(123456.6);
        expect(data.statuses.colours).toEqual(['#e0a21b', '#9e9e9e']);
        expect(dayLabel('2026-01-05')).toBe('05/01');
    });

    it('writes tooltips in rupees with Indian grouping', () => {
        expect(ordersWithAmount(3, 123456.6)).toBe('3 orders · ₹1,23,456.60');
        expect(ordersWithAmount(1, 99)).toBe('1 order · ₹99.00');
    });
});

describe('SalesCharts', () => {
    it('draws the three charts with their totals', async () => {
        stubOffice({ 'GET /api/office/charts/': () => charts });
        renderWithAdmin(<SalesCharts />);
        const perDay = await screen.findByRole('figure', { name: 'Orders and revenue per day' });
        expect(within(perDay).getByText('23/11/2026 to 24/11/2026: 3 orders, ₹1,23,456.60 revenue (cancelled orders left out)')).toBeInTheDocument();
        expect(screen.getByRole('figure', { name: 'Orders by status' })).toBeInTheDocument();
        expect(screen.getByRole('figure', { name: 'Top product types' })).toBeInTheDocument();
        expect(perDay.querySelector('svg')).not.toBeNull();
    });

    it('says so when nothing was ordered in 30 days', async () => {
        renderWithAdmin(<SalesCharts />);
        expect(await screen.findByText('No orders in the last 30 days.')).toBeInTheDocument();
    });
});
