/** The labels' own call, on the typed client (`api/client.ts`). */
import { answer, office } from '../api/client';
import type { DayParcels } from '../types';

/** `GET /api/office/labels/day`: a day's parcels (a courier's when given) and the cash on delivery they carry. */
export const getDayParcels = (day: string, courierId: number | null): Promise<DayParcels> =>
    answer(office.GET('/api/office/labels/day', { params: { query: { day, courier_id: courierId } } }));
