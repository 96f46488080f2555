/** Profit per job's calls, on the typed client (`api/client.ts`). */
import { answer, fileToDataUrl, office } from '../api/client';
import type {
    CourierInvoiceResult,
    MarginDetail,
    MarginMonth,
    MarginRun,
    MarginSettings,
    MarginSummary,
    PrintRate,
    PrintRateIn,
} from '../types';

/** `GET /api/office/margins/months`: the twelve months up to `month` (YYYY-MM), from the tallies. */
export const getMarginMonths = (month: string): Promise<MarginMonth[]> =>
    answer(office.GET('/api/office/margins/months', { params: { query: { month } } }));

/** `GET /api/office/margins/summary`: a month's margin per product type and business customer. */
export const getMarginSummary = (month: string): Promise<MarginSummary> =>
    answer(office.GET('/api/office/margins/summary', { params: { query: { month } } }));

/** `GET /api/office/margin-orders/{order_id}`: an order's margin and each cost with its source. */
export const getMarginDetail = (orderId: string): Promise<MarginDetail> =>
    answer(office.GET('/api/office/margin-orders/{order_id}', { params: { path: { order_id: orderId } } }));

/** `GET /api/office/margins/settings`: packaging a parcel. */
export const getMarginSettings = (): Promise<MarginSettings> => answer(office.GET('/api/office/margins/settings'));

/** `PUT /api/office/margins/settings` (the owner): audited. */
export const setMarginSettings = (packaging: string): Promise<MarginSettings> =>
    answer(office.PUT('/api/office/margins/settings', { body: { packaging_per_parcel: packaging } }));

/** `GET /api/office/margins/print-rates`: the owner's print rates per method. */
export const getPrintRates = (): Promise<PrintRate[]> => answer(office.GET('/api/office/margins/print-rates'));

/** `PUT /api/office/margins/print-rates` (the owner): one method's rates, audited. */
export const setPrintRate = (body: PrintRateIn): Promise<PrintRate> => answer(office.PUT('/api/office/margins/print-rates', { body }));

/** `POST /api/office/margins/courier-charges` (the owner): what the courier charged for one AWB. */
export const setCourierCharge = (awb: string, charge: string) =>
    answer(office.POST('/api/office/margins/courier-charges', { body: { awb, charge } }));

/** `POST /api/office/margins/courier-charges/file` (the owner): the courier's invoice, CSV or XLSX. */
export const uploadCourierInvoice = async (file: File): Promise<CourierInvoiceResult> =>
    answer(office.POST('/api/office/margins/courier-charges/file', { body: { file_name: file.name, content: await fileToDataUrl(file) } }));

/** `POST /api/office/margins/runs` (the owner): cost a month's orders again; a worker does it. */
export const startMarginRun = (month: string): Promise<MarginRun> => answer(office.POST('/api/office/margins/runs', { body: { month } }));
