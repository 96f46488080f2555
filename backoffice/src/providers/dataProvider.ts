import simpleRestProvider from 'ra-data-simple-rest';
import type { CreateParams, DataProvider, GetListParams, GetListResult, UpdateParams } from 'react-admin';
import { httpClient } from './httpClient';
import { shopHttpError } from './errors';
import { answer, office } from '../api/client';
import type {
    BlankItem,
    PurchaseOrder,
    PurchaseReceive,
    SuggestedLine,
    StockAdjust,
    StockReceive,
    BankColumns,
    BankCredit,
    BankStatement,
    BulkChange,
    BulkChangeAnswer,
    ConfirmResult,
    DayParcels,
    ExportJob,
    ExportStart,
    Health,
    Gstr1Summary,
    Invoice,
    OrderPayments,
    OfficeCharts,
    OfficeSummary,
    OrderNote,
    OrderProofs,
    ProofRevision,
    Parcel,
    ReviewBulkIn,
    ShipIn,
    Shipment,
    ResetLink,
    TicketAssignee,
    TicketDetail,
    UnpaidUpiOrder,
} from '../types';
import type { ReturnCounts, ReturnDetail, ReturnStep, StepBodies } from '../returns/types';
import type { Quote } from '../quotes/types';
import type { Capacity, Plan, PrintDay, TodayLoad } from '../planning/types';

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
    /** `GET /api/office/orders/{id}/parcel`: its weight (g) and size (cm) as shipped, or what the Ship dialog proposes. */
    getParcel(orderId: string): Promise<Parcel>;
    /** `GET /api/office/labels/day`: a day's parcels (a courier's when given) and the cash on delivery they carry. */
    getDayParcels(day: string, courierId: number | null): Promise<DayParcels>;
    /** `GET /api/office/orders/{id}/invoices`: invoices and credit notes, newest first. */
    getInvoices(orderId: string): Promise<Invoice[]>;
    /** `GET /api/office/receivables/orders/{id}`: a business order's advance, balance and payments (404: not one). */
    getOrderPayments(orderId: string): Promise<OrderPayments>;
    /** `GET /api/office/orders/{id}/notes`: the team's internal notes, newest first. */
    getNotes(orderId: string): Promise<OrderNote[]>;
    /** `POST /api/office/orders/{id}/notes` `{text}`. */
    addNote(orderId: string, text: string): Promise<OrderNote>;
    /** `GET /api/office/orders/{id}/proofs`: whether the order needs proofs, whether they are approved, the revisions. */
    getProofs(orderId: string): Promise<OrderProofs>;
    /** `POST /api/office/orders/{id}/proofs/required`: the order reaches the print queue only once its proofs are approved. */
    requireProof(orderId: string): Promise<OrderProofs>;
    /** `POST /api/office/orders/{id}/proofs` (multipart `design`, `note`, `file`): a new revision; the customer is e-mailed. */
    uploadProof(orderId: string, design: string, note: string, file: Blob): Promise<ProofRevision>;
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
    /** `POST /api/office/quotes/{pk}/send` or `/revise`: the draft sent (PDF, e-mail), or a new draft revision. */
    quoteStep(id: number, step: 'send' | 'revise'): Promise<Quote>;
    /** `GET /api/office/planning/days`: the next 14 days' pieces per print method against capacity, each day's orders. */
    getPlan(): Promise<Plan>;
    /** `GET /api/office/planning/today`: pieces to print, parcels to hand over, orders already late. */
    getToday(): Promise<TodayLoad>;
    /** `PUT /api/office/planning/orders/{id}` `{print_on}`: another print day (the dispatch date stays). */
    movePrintDay(orderId: string, printOn: string): Promise<PrintDay>;
    /** `GET /api/office/planning/capacity`: pieces a day per print method. */
    getCapacity(): Promise<Capacity[]>;
    /** `PUT /api/office/planning/capacity` `{print_method, pieces_per_day}` (the owner). */
    setCapacity(body: Capacity): Promise<Capacity>;
    /** `POST /api/office/blank-stock/{id}/receive` `{quantity, reference}`: waiting orders are reserved, oldest first. */
    receiveStock(id: number, body: StockReceive): Promise<BlankItem>;
    /** `POST /api/office/blank-stock/{id}/adjust` `{delta, reason}`: a count, damage or a misprint. */
    adjustStock(id: number, body: StockAdjust): Promise<BlankItem>;
    /** `POST /api/office/print-queue/{id}/printed`: the order's reserved blanks are consumed. */
    markPrinted(orderId: string): Promise<{ order_id: string; printed_at: string }>;
    /** `GET /api/office/purchase-orders/suggestion`: what to buy from a supplier (waiting orders + thresholds). */
    suggestPurchase(supplierId: number): Promise<SuggestedLine[]>;
    /** `POST /api/office/purchase-orders/{id}/send|cancel`: e-mailed with its PDF, or cancelled. */
    purchaseOrderStep(id: number, step: 'send' | 'cancel'): Promise<PurchaseOrder>;
    /** `POST /api/office/purchase-orders/{id}/receive`: what arrived, with the supplier's invoice; into blank stock. */
    receivePurchase(id: number, body: PurchaseReceive): Promise<PurchaseOrder>;
}

const byPk = (pk: number) => ({ params: { path: { pk } } });

/** Each step of a return at its own path (`picked_up` is `picked-up`); the answer is the return after it. */
const RETURN_STEPS: { [S in ReturnStep]: (pk: number, body: StepBodies[S]) => Promise<ReturnDetail> } = {
    approve: (pk, body) => answer(office.POST('/api/office/returns/{pk}/approve', { ...byPk(pk), body })),
    reject: (pk, body) => answer(office.POST('/api/office/returns/{pk}/reject', { ...byPk(pk), body })),
    picked_up: (pk, body) => answer(office.POST('/api/office/returns/{pk}/picked-up', { ...byPk(pk), body })),
    receive: (pk, body) => answer(office.POST('/api/office/returns/{pk}/receive', { ...byPk(pk), body })),
    refund: (pk, body) => answer(office.POST('/api/office/returns/{pk}/refund', { ...byPk(pk), body })),
    exchange: (pk, body) => answer(office.POST('/api/office/returns/{pk}/exchange', { ...byPk(pk), body })),
};

const byOrder = (orderId: string) => ({ path: { order_id: orderId } });
const byTicket = (ticketId: number) => ({ path: { ticket_id: ticketId } });
const byStatement = (id: string) => ({ path: { statement_id: id } });

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
    getSummary: () => answer(office.GET('/api/office/summary/')),
    getCharts: () => answer(office.GET('/api/office/charts/')),
    getHealth: async () => {
        // 503 answers the same body: tasks wait and no worker is alive
        const { data, error, response } = await office.GET('/api/health/');
        if (data) return data;
        if (response.status === 503 && error && 'ok' in error) return error;
        throw shopHttpError(response.status, response.statusText, error);
    },
    getDesign: (orderId, side) =>
        answer(office.GET('/api/orders/{order_id}/design/{side}/', { params: { path: { order_id: orderId, side } }, parseAs: 'blob' })),
    shipOrder: (orderId, body) => answer(office.POST('/api/office/orders/{order_id}/ship', { params: byOrder(orderId), body })),
    getParcel: orderId => answer(office.GET('/api/office/orders/{order_id}/parcel', { params: byOrder(orderId) })),
    getDayParcels: (day, courierId) =>
        answer(office.GET('/api/office/labels/day', { params: { query: { day, courier_id: courierId } } })),
    getInvoices: orderId => answer(office.GET('/api/office/orders/{order_id}/invoices', { params: byOrder(orderId) })),
    getOrderPayments: orderId =>
        answer(office.GET('/api/office/receivables/orders/{order_id}', { params: byOrder(orderId) })),
    getNotes: orderId => answer(office.GET('/api/office/orders/{order_id}/notes', { params: byOrder(orderId) })),
    addNote: (orderId, text) => answer(office.POST('/api/office/orders/{order_id}/notes', { params: byOrder(orderId), body: { text } })),
    getProofs: orderId => answer(office.GET('/api/office/orders/{order_id}/proofs', { params: byOrder(orderId) })),
    requireProof: orderId => answer(office.POST('/api/office/orders/{order_id}/proofs/required', { params: byOrder(orderId) })),
    uploadProof: (orderId, design, note, file) =>
        answer(
            office.POST('/api/office/orders/{order_id}/proofs', {
                params: byOrder(orderId),
                body: { design, note },
                bodySerializer: body => {
                    const form = new FormData();
                    form.append('design', body.design);
                    form.append('note', body.note ?? '');
                    form.append('file', file);
                    return form;
                },
            }),
        ),
    bulkUpdateOrders: (ids, change) => answer(office.POST('/api/office/orders/bulk', { body: { ids, ...change } })),
    startExport: body => answer(office.POST('/api/office/exports', { body })),
    getExport: id => answer(office.GET('/api/office/exports/{job_id}', { params: { path: { job_id: id } } })),
    replyToTicket: (ticketId, body) =>
        answer(office.POST('/api/office/tickets/{ticket_id}/reply', { params: byTicket(ticketId), body: { body } })),
    addTicketNote: (ticketId, body) =>
        answer(office.POST('/api/office/tickets/{ticket_id}/note', { params: byTicket(ticketId), body: { body } })),
    getTicketAssignees: () => answer(office.GET('/api/office/ticket-assignees')),
    sendResetLink: customerId =>
        answer(office.POST('/api/office/customers/{customer_id}/reset-link', { params: { path: { customer_id: Number(customerId) } } })),
    getReturnCounts: () => answer(office.GET('/api/office/returns/counts')),
    returnStep: (id, step, body) => RETURN_STEPS[step](Number(id), body),
    getGstr1: (month, span) => answer(office.GET('/api/office/gstr1', { params: { query: { month, span } } })),
    getStatements: () => answer(office.GET('/api/office/bank/statements')),
    uploadStatement: async (bank, file) =>
        answer(office.POST('/api/office/bank/statements', { body: { bank, file_name: file.name, content: await fileToDataUrl(file) } })),
    getStatement: id => answer(office.GET('/api/office/bank/statements/{statement_id}', { params: byStatement(id) })),
    mapStatementColumns: (id, columns) =>
        answer(office.PUT('/api/office/bank/statements/{statement_id}/columns', { params: byStatement(id), body: columns })),
    getStatementCredits: id =>
        answer(office.GET('/api/office/bank/statements/{statement_id}/credits', { params: { ...byStatement(id), query: { limit: 100 } } })),
    confirmCredits: (creditIds, orderId) =>
        answer(office.POST('/api/office/bank/confirm', { body: { credit_ids: creditIds, ...(orderId ? { order_id: orderId } : {}) } })),
    getUnmatchedCredits: () => answer(office.GET('/api/office/bank/unmatched-credits')),
    getUnpaidUpiOrders: days => answer(office.GET('/api/office/bank/unpaid-orders', { params: { query: { days } } })),
    moderateReviews: body => answer(office.POST('/api/office/reviews/bulk', { body })),
    quoteStep: (id, step) =>
        step === 'send'
            ? answer(office.POST('/api/office/quotes/{pk}/send', byPk(id)))
            : answer(office.POST('/api/office/quotes/{pk}/revise', byPk(id))),
    getPlan: () => answer(office.GET('/api/office/planning/days')),
    getToday: () => answer(office.GET('/api/office/planning/today')),
    movePrintDay: (orderId, printOn) =>
        answer(office.PUT('/api/office/planning/orders/{order_id}', { params: byOrder(orderId), body: { print_on: printOn } })),
    getCapacity: () => answer(office.GET('/api/office/planning/capacity')),
    setCapacity: body => answer(office.PUT('/api/office/planning/capacity', { body })),
    receiveStock: (pk, body) => answer(office.POST('/api/office/blank-stock/{pk}/receive', { ...byPk(pk), body })),
    adjustStock: (pk, body) => answer(office.POST('/api/office/blank-stock/{pk}/adjust', { ...byPk(pk), body })),
    markPrinted: orderId => answer(office.POST('/api/office/print-queue/{order_id}/printed', { params: byOrder(orderId) })),
    suggestPurchase: supplierId =>
        answer(office.GET('/api/office/purchase-orders/suggestion', { params: { query: { supplier_id: supplierId } } })),
    purchaseOrderStep: (pk, step) =>
        step === 'send'
            ? answer(office.POST('/api/office/purchase-orders/{pk}/send', byPk(pk)))
            : answer(office.POST('/api/office/purchase-orders/{pk}/cancel', byPk(pk))),
    receivePurchase: (pk, body) => answer(office.POST('/api/office/purchase-orders/{pk}/receive', { ...byPk(pk), body })),
};
