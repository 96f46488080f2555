/** The dashboard's own calls, on the typed client (`api/client.ts`). */
import { answer, office, shopHttpError } from '../api/client';
import type { Health, OfficeCharts, RtoRate } from '../types';

/** `GET /api/office/charts/`: orders and revenue per day (30 days), per status, top product types. */
export const getCharts = (): Promise<OfficeCharts> => answer(office.GET('/api/office/charts/'));

/** `GET /api/health/`: answered with 503 when tasks wait and no worker is alive (read either way). */
export const getHealth = async (): Promise<Health> => {
    const { data, error, response } = await office.GET('/api/health/');
    if (data) return data;
    if (response.status === 503 && error && 'ok' in error) return error;
    throw shopHttpError(response.status, response.statusText, error);
};

export type RtoBy = 'courier' | 'pin_prefix' | 'payment_method';

/** `GET /api/office/rto-rates`: the RTO rate per courier, PIN prefix (3 digits) or payment method (maintained counts). */
export const getRtoRates = (by: RtoBy): Promise<RtoRate[]> =>
    answer(office.GET('/api/office/rto-rates', { params: { query: { by } } }));
