/** The courier desk's calls, on the typed client (`api/client.ts`). */
import { answer, fileToDataUrl, office } from '../api/client';
import type { CourierEventRow, CourierTracking, TrackingReportResult } from '../types';

/** `GET /api/office/orders/{id}/courier-tracking`: the parcel's state and the courier's events, oldest first. */
export const getCourierTracking = (orderId: string): Promise<CourierTracking> =>
    answer(office.GET('/api/office/orders/{order_id}/courier-tracking', { params: { path: { order_id: orderId } } }));

/** `GET /api/office/courier-events/unmatched`: couriers' events whose AWB no shipment had, newest first. */
export const getUnmatchedEvents = (): Promise<CourierEventRow[]> =>
    answer(office.GET('/api/office/courier-events/unmatched', { params: { query: { limit: 100 } } }));

/** `POST /api/office/tracking-reports` `{courier_id, content}`: a courier's tracking report (CSV or XLSX), each row once. */
export const uploadTrackingReport = async (courierId: number, file: File): Promise<TrackingReportResult> =>
    answer(office.POST('/api/office/tracking-reports', { body: { courier_id: courierId, content: await fileToDataUrl(file) } }));
