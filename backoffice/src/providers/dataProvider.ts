import simpleRestProvider from 'ra-data-simple-rest';
import type { CreateParams, DataProvider, GetListParams, GetListResult, UpdateParams } from 'react-admin';
import { httpClient } from './httpClient';
import { responseError } from './errors';
import type {
    BankColumns,
    BankCredit,
    BankStatement,
    BulkChange,
    BulkChangeAnswer,
    ConfirmResult,
    ExportJob,
    ExportStart,
    Health,
    Gstr1Summary,
    Invoice,
    OfficeCharts,
    OfficeSummary,
    OrderNote,
    ReviewBulkIn,
    ShipIn,
    Shipment,
    ResetLink,
    TicketAssignee,
    TicketDetail,
    UnpaidUpiOrder,
} from '../types';
import type { ReturnCounts, ReturnDetail, ReturnStep, StepBodies } from '../returns/types';

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
    /** `GET /api/health/`: answered with 503 when tasks wait and no worker is alive (read either way). */
    getHealth(): Promise<Health>;
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
    /** `POST /api/office/tickets/{id}/reply` `{body}`: e-mailed to the customer, kept in the thread. */
    replyToTicket(ticketId: number, body: string): Promise<TicketDetail>;
    /** `POST /api/office/tickets/{id}/note` `{body}`: an internal note (never shown to the customer). */
    addTicketNote(ticketId: number, body: string): Promise<TicketDetail>;
    /** `GET /api/office/ticket-assignees`: the team members who may handle tickets. */
    getTicketAssignees(): Promise<TicketAssignee[]>;
    /** `POST /api/office/customers/{id}/reset-link`: a one-time link to set a new password (e-mailed, and to copy). */
    sendResetLink(customerId: number | string): Promise<ResetLink>;
    /** `GET /api/office/returns/counts`: returns per status (maintained), for the list's tabs. */
    getReturnCounts(): Promise<ReturnCounts>;
    /** `POST /api/office/returns/{id}/{step}`: one step of a return; the answer is its detail after. */
    returnStep<S extends ReturnStep>(id: number | string, step: S, body: StepBodies[S]): Promise<ReturnDetail>;
    /** `GET /api/office/gstr1`: a month's (or quarter's) GSTR-1 tables and documents issued. */
    getGstr1(month: string, span: 'month' | 'quarter'): Promise<Gstr1Summary>;
    /** `GET /api/office/bank/statements`: the latest uploads, newest first. */
    getStatements(): Promise<BankStatement[]>;
    /** `POST /api/office/bank/statements` `{bank, file_name, content}`: read in the background. */
    uploadStatement(bank: string, file: File): Promise<BankStatement>;
    getStatement(id: string): Promise<BankStatement>;
    /** `PUT /api/office/bank/statements/{id}/columns`: remembered for the bank; the file is read again. */
    mapStatementColumns(id: string, columns: BankColumns): Promise<BankStatement>;
    getStatementCredits(id: string): Promise<BankCredit[]>;
    /**
     * `POST /api/office/bank/confirm` `{credit_ids, order_id?}`: each proposal (or, for one credit whose UTR
     * several orders gave, the order chosen among them) is checked again and marks its order paid, a result each.
     */
    confirmCredits(creditIds: number[], orderId?: string): Promise<ConfirmResult[]>;
    getUnmatchedCredits(): Promise<BankCredit[]>;
    getUnpaidUpiOrders(days: number): Promise<UnpaidUpiOrder[]>;
    /** `POST /api/office/reviews/bulk` `{ids, action, reason}`: accept or reject the ticked reviews; how many changed. */
    moderateReviews(body: ReviewBulkIn): Promise<{ updated: number }>;
}

/** The step's path segment (`picked_up` is `picked-up` in the URL). */
const STEP_PATH: Record<ReturnStep, string> = {
    approve: 'approve',
    reject: 'reject',
    picked_up: 'picked-up',
    receive: 'receive',
    refund: 'refund',
    exchange: 'exchange',
};

const orderUrl = (orderId: string, tail: string) => `/api/office/orders/${encodeURIComponent(orderId)}/${tail}`;

/**
 * The one place a file's address is built for the browser to download itself (same origin, the
 * session cookie; a link, not a call): an order's newest invoice PDF or its production pack ZIP.
 */
export const orderFileUrl = (orderId: string, file: 'invoice.pdf' | 'challan.pdf' | 'pack.zip') => orderUrl(orderId, file);

const BANK = '/api/office/bank/';
const statementUrl = (id: string, tail: string) => `${BANK}statements/${encodeURIComponent(id)}${tail}`;

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
    getHealth: async () => {
        const response = await fetch('/api/health/', { credentials: 'include' });
        if (response.status !== 200 && response.status !== 503) throw await responseError(response);
        return (await response.json()) as Health;
    },
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
    replyToTicket: async (ticketId, body) => (await post(`/api/office/tickets/${ticketId}/reply`, { body })).json as TicketDetail,
    addTicketNote: async (ticketId, body) => (await post(`/api/office/tickets/${ticketId}/note`, { body })).json as TicketDetail,
    getTicketAssignees: async () => (await httpClient('/api/office/ticket-assignees')).json as TicketAssignee[],
    sendResetLink: async customerId =>
        (await post(`/api/office/customers/${encodeURIComponent(String(customerId))}/reset-link`, {})).json as ResetLink,
    getReturnCounts: async () => (await httpClient('/api/office/returns/counts')).json as ReturnCounts,
    returnStep: async (id, step, body) =>
        (await post(`/api/office/returns/${encodeURIComponent(String(id))}/${STEP_PATH[step]}`, body)).json as ReturnDetail,
    getGstr1: async (month, span) =>
        (await httpClient(`/api/office/gstr1?${new URLSearchParams({ month, span })}`)).json as Gstr1Summary,
    getStatements: async () => (await httpClient(BANK + 'statements')).json as BankStatement[],
    uploadStatement: async (bank, file) =>
        (await post(BANK + 'statements', { bank, file_name: file.name, content: await fileToDataUrl(file) }))
            .json as BankStatement,
    getStatement: async id => (await httpClient(statementUrl(id, ''))).json as BankStatement,
    mapStatementColumns: async (id, columns) =>
        (await httpClient(statementUrl(id, '/columns'), { method: 'PUT', body: JSON.stringify(columns) }))
            .json as BankStatement,
    getStatementCredits: async id => (await httpClient(statementUrl(id, '/credits?limit=100'))).json as BankCredit[],
    confirmCredits: async (creditIds, orderId) =>
        (await post(BANK + 'confirm', { credit_ids: creditIds, ...(orderId ? { order_id: orderId } : {}) })).json as ConfirmResult[],
    getUnmatchedCredits: async () => (await httpClient(BANK + 'unmatched-credits')).json as BankCredit[],
    getUnpaidUpiOrders: async days =>
        (await httpClient(`${BANK}unpaid-orders?days=${encodeURIComponent(String(days))}`)).json as UnpaidUpiOrder[],
    moderateReviews: async body => (await post('/api/office/reviews/bulk', body)).json as { updated: number },
};
