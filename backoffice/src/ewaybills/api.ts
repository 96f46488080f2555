/** E-way bills (CGST Rule 138) on the typed client (`api/client.ts`): an order's, its number, the files. */
import { answer, office } from '../api/client';
import type { components } from '../api/schema.gen';

type Schemas = components['schemas'];
/** `GET /api/office/orders/{id}/ewaybill`: needed?, the number on record and until when it is valid. */
export type EwayBill = Schemas['EwayBillOut'];
/** `PUT /api/office/orders/{id}/ewaybill`: the number the portal gave, when, and the distance. */
export type EwayBillNumberIn = Schemas['NumberIn'];
export type TransportMode = Schemas['TransportMode'];

const byOrder = (orderId: string) => ({ path: { order_id: orderId } });

export const getEwayBill = (orderId: string): Promise<EwayBill> =>
    answer(office.GET('/api/office/orders/{order_id}/ewaybill', { params: byOrder(orderId) }));

export const enterEwayBill = (orderId: string, body: EwayBillNumberIn): Promise<EwayBill> =>
    answer(office.PUT('/api/office/orders/{order_id}/ewaybill', { params: byOrder(orderId), body }));

export const giveEwayBillReason = (orderId: string, reason: string): Promise<EwayBill> =>
    answer(office.PUT('/api/office/orders/{order_id}/ewaybill/reason', { params: byOrder(orderId), body: { reason } }));

/** The order's bulk generation file (a download link: the browser saves it). */
export const ewayBillFileUrl = (orderId: string, distanceKm?: number): string =>
    `/api/office/orders/${encodeURIComponent(orderId)}/ewaybill.json` + (distanceKm ? `?distance_km=${distanceKm}` : '');

/** A day's consignments that need an e-way bill and have none yet, in one file (`day`: yyyy-mm-dd). */
export const ewayBillDayUrl = (day: string): string => `/api/office/ewaybills.json?day=${day}`;

/** Less than a day left (or run out): the board and the order page warn. */
export const EXPIRY_WARNING_HOURS = 24;
export const runsOutSoon = (validUntil?: string | null, now: Date = new Date()): boolean =>
    Boolean(validUntil) && new Date(validUntil!).getTime() - now.getTime() < EXPIRY_WARNING_HOURS * 3600 * 1000;

export type EwayBillImport = Schemas['ImportOut'];

/** `POST /api/office/ewaybills/import`: the portal's list of generated e-way bills (CSV or XLSX, as a data URL). */
export const importEwayBills = (fileName: string, content: string): Promise<EwayBillImport> =>
    answer(office.POST('/api/office/ewaybills/import', { body: { file_name: fileName, content } }));
