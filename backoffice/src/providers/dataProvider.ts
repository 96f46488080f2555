import simpleRestProvider from 'ra-data-simple-rest';
import type { CreateParams, DataProvider, GetListParams, GetListResult, UpdateParams } from 'react-admin';
import { httpClient } from './httpClient';
import { responseError } from './errors';
import type {
    BulkChange,
    BulkChangeAnswer,
    ExportJob,
    ExportStart,
    Invoice,
    OfficeCharts,
    OfficeSummary,
    OrderNote,
    ReviewBulkIn,
    ShipIn,
    Shipment,
} from '../types';

/** Reads a file (a testimonial photo) as a data URL, the form the API takes images in. */
export const fileToDataUrl = (file: Blob): Promise<string> =>
    new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsDataURL(file);
    });

type MaybeFile = { rawFile?: Blob } | string | null | undefined;

/** A react-admin image input value (`{rawFile, src, title}`) becomes a data URL; an untouched photo is left out. */
const withPhotoAsDataUrl = async <P extends CreateParams | UpdateParams>(params: P): Promise<P> => {
    const { photo, ...rest } = params.data as { photo?: MaybeFile };
    if (photo && typeof photo === 'object' && photo.rawFile instanceof Blob) {
        return { ...params, data: { ...rest, photo: await fileToDataUrl(photo.rawFile) } };
    }
    if (photo && typeof photo === 'object') return { ...params, data: rest };
    return params;
};

/** The calls react-admin has no verb for (as the CRM demo adds its own methods). */
export interface OfficeCalls {
    /** `GET /api/office/summary/`: totals paid and due, orders per status, what waits for the team. */
    getSummary(): Promise<OfficeSummary>;
    /** `GET /api/office/charts/`: orders and revenue per day (30 days), per status, top product types. */
    getCharts(): Promise<OfficeCharts>;
    /** An order's design as a PNG blob (`/api/orders/<id>/design/<side>/`). */
    getDesign(orderId: string, side: 'front' | 'back'): Promise<Blob>;
    /** `POST /api/office/orders/{id}/ship` `{courier_id, awb}`: the order becomes shipped. */
    shipOrder(orderId: string, body: ShipIn): Promise<Shipment>;
    /** `GET /api/office/orders/{id}/invoices`: invoices and credit notes, newest first. */
    getInvoices(orderId: string): Promise<Invoice[]>;
    /** `GET /api/office/orders/{id}/notes`: the team's internal notes, newest first. */
    getNotes(orderId: string): Promise<OrderNote[]>;
    /** `POST /api/office/orders/{id}/notes` `{text}`. */
    addNote(orderId: string, text: string): Promise<OrderNote>;
    /** `POST /api/office/orders/bulk` `{ids, status | payment_status}`: each order through the one service, per-order results. */
    bulkUpdateOrders(ids: string[], change: BulkChange): Promise<BulkChangeAnswer>;
    /** `POST /api/office/exports`: a background export (a spreadsheet, or production packs of the ticked orders) starts. */
    startExport(body: ExportStart): Promise<ExportJob>;
    /** `GET /api/office/exports/{id}`: how far the worker is, and the file's address once done. */
    getExport(id: string): Promise<ExportJob>;
    /** `POST /api/office/reviews/bulk` `{ids, action, reason}`: accept or reject the ticked reviews; how many changed. */
    moderateReviews(body: ReviewBulkIn): Promise<{ updated: number }>;
}

const orderUrl = (orderId: string, tail: string) => `/api/office/orders/${encodeURIComponent(orderId)}/${tail}`;

/**
 * The one place a file's address is built for the browser to download itself (same origin, the
 * session cookie; a link, not a call): an order's newest invoice PDF or its production pack ZIP.
 */
export const orderFileUrl = (orderId: string, file: 'invoice.pdf' | 'pack.zip') => orderUrl(orderId, file);

const post = (url: string, body: object) => httpClient(url, { method: 'POST', body: JSON.stringify(body) });

export type OfficeDataProvider = DataProvider & OfficeCalls;

const rest = simpleRestProvider('/api/office', httpClient);

/**
 * A long list's total is not counted on the server (`Content-Range: orders 0-24/*`: more rows than
 * it counts, issue 12). ra-data-simple-rest reads that total as NaN; react-admin's partial
 * pagination (pageInfo) takes its place, so the list still pages forwards and back.
 */
const getList = async (resource: string, params: GetListParams): Promise<GetListResult> => {
    const result = await rest.getList(resource, params);
    if (result.total !== undefined && !Number.isNaN(result.total)) return result;
    const page = params.pagination?.page ?? 1;
    return { data: result.data, pageInfo: { hasPreviousPage: page > 1, hasNextPage: true } };
};

/** The stock ra-data-simple-rest provider over `/api/office/` (Content-Range paging) plus OfficeCalls. */
export const dataProvider: OfficeDataProvider = {
    ...rest,
    getList,
    create: async (resource, params) =>
        rest.create(resource, resource === 'testimonials' ? await withPhotoAsDataUrl(params) : params),
    update: async (resource, params) =>
        rest.update(resource, resource === 'testimonials' ? await withPhotoAsDataUrl(params) : params),
    getSummary: async () => (await httpClient('/api/office/summary/')).json as OfficeSummary,
    getCharts: async () => (await httpClient('/api/office/charts/')).json as OfficeCharts,
    getDesign: async (orderId, side) => {
        const response = await fetch(`/api/orders/${encodeURIComponent(orderId)}/design/${side}/`, {
            credentials: 'include',
        });
        if (!response.ok) throw await responseError(response);
        return response.blob();
    },
    shipOrder: async (orderId, body) => (await post(orderUrl(orderId, 'ship'), body)).json as Shipment,
    getInvoices: async orderId => (await httpClient(orderUrl(orderId, 'invoices'))).json as Invoice[],
    getNotes: async orderId => (await httpClient(orderUrl(orderId, 'notes'))).json as OrderNote[],
    addNote: async (orderId, text) => (await post(orderUrl(orderId, 'notes'), { text })).json as OrderNote,
    bulkUpdateOrders: async (ids, change) =>
        (await post('/api/office/orders/bulk', { ids, ...change })).json as BulkChangeAnswer,
    startExport: async body => (await post('/api/office/exports', body)).json as ExportJob,
    getExport: async id => (await httpClient(`/api/office/exports/${encodeURIComponent(id)}`)).json as ExportJob,
    moderateReviews: async body => (await post('/api/office/reviews/bulk', body)).json as { updated: number },
};
