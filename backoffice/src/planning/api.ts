/** The print plan and capacity, on the typed client (`api/client.ts`). */
import { answer, office } from '../api/client';
import type { Capacity, Plan, PrintDay, TodayLoad } from './types';

/** `GET /api/office/planning/days`: the next 14 days' pieces per print method against capacity, each day's orders. */
export const getPlan = (): Promise<Plan> => answer(office.GET('/api/office/planning/days'));

/** `GET /api/office/planning/today`: pieces to print, parcels to hand over, orders already late. */
export const getToday = (): Promise<TodayLoad> => answer(office.GET('/api/office/planning/today'));

/** `PUT /api/office/planning/orders/{id}` `{print_on}`: another print day (the dispatch date stays). */
export const movePrintDay = (orderId: string, printOn: string): Promise<PrintDay> =>
    answer(office.PUT('/api/office/planning/orders/{order_id}', { params: { path: { order_id: orderId } }, body: { print_on: printOn } }));

/** `GET /api/office/planning/capacity`: pieces a day per print method. */
export const getCapacity = (): Promise<Capacity[]> => answer(office.GET('/api/office/planning/capacity'));

/** `PUT /api/office/planning/capacity` `{print_method, pieces_per_day}` (the owner). */
export const setCapacity = (body: Capacity): Promise<Capacity> => answer(office.PUT('/api/office/planning/capacity', { body }));
