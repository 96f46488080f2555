/** GSTR-1's summary, on the typed client (`api/client.ts`). */
import { answer, office } from '../api/client';
import type { Gstr1Summary } from '../types';

/** `GET /api/office/gstr1`: a month's (or quarter's) GSTR-1 tables and documents issued. */
export const getGstr1 = (month: string, span: 'month' | 'quarter'): Promise<Gstr1Summary> =>
    answer(office.GET('/api/office/gstr1', { params: { query: { month, span } } }));
