/** Profit per job's calls, on the typed client (`api/client.ts`). */
import { answer, office } from '../api/client';
import type { MarginDetail, MarginMonth, MarginSummary } from '../types';

/** `GET /api/office/margins/months`: the twelve months up to `month` (YYYY-MM), from the tallies. */
export const getMarginMonths = (month: string): Promise<MarginMonth[]> =>
    answer(office.GET('/api/office/margins/months', { params: { query: { month } } }));

/** `GET /api/office/margins/summary`: a month's margin per product type and business customer. */
export const getMarginSummary = (month: string): Promise<MarginSummary> =>
    answer(office.GET('/api/office/margins/summary', { params: { query: { month } } }));

/** `GET /api/office/margin-orders/{order_id}`: an order's margin and each cost with its source. */
export const getMarginDetail = (orderId: string): Promise<MarginDetail> =>
    answer(office.GET('/api/office/margin-orders/{order_id}', { params: { path: { order_id: orderId } } }));
