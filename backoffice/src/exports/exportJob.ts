import type { ExportJob, ExportStart } from '../types';

export type { ExportJob, ExportStart };

/** The orders list's filters that an export understands (the rest are ignored). */
export interface ExportFilter {
    status?: string;
    payment_status?: string;
    date_gte?: string;
    date_lte?: string;
}

type Status = NonNullable<ExportStart['status']>;
type Payment = NonNullable<ExportStart['payment_status']>;

/** A spreadsheet of the orders the list's filters match (`POST /api/office/exports`), dates as days. */
export const exportBody = (filter: ExportFilter): ExportStart => ({
    level: 'orders',
    status: (filter.status as Status) || null,
    payment_status: (filter.payment_status as Payment) || null,
    date_from: filter.date_gte ? filter.date_gte.slice(0, 10) : null,
    date_to: filter.date_lte ? filter.date_lte.slice(0, 10) : null,
});

/** Production packs of the ticked orders (at most 100): one ZIP, a folder per order. */
export const packsBody = (orderIds: string[]): ExportStart => ({ level: 'packs', order_ids: orderIds });

export const isFinished = (job: Pick<ExportJob, 'status'>) => job.status === 'done' || job.status === 'failed';

const isPacks = (job: ExportJob) => job.level === 'packs';
const isLabels = (job: ExportJob) => job.level === 'labels';

/** Shipping labels of a day's parcels (a courier's when given) or of the ticked orders: one PDF. */
export const labelsBody = (which: { orderIds: string[] } | { day: string; courierId: number | null }): ExportStart =>
    'orderIds' in which ? { level: 'labels', order_ids: which.orderIds } : { level: 'labels', day: which.day, courier_id: which.courierId };

/** GSTR-1's files and the sales register count documents (invoices and credit notes). */
const GST_DOWNLOADS: Record<string, string> = {
    gst_csv: 'Download the CSV sheets',
    gst_json: 'Download the JSON',
    register: 'Download the sales register',
};

/** GSTR-1 of a month (YYYY-MM) or its quarter: `gst_csv`, `gst_json` or `register`. */
export const gstBody = (level: 'gst_csv' | 'gst_json' | 'register', month: string, span: 'month' | 'quarter'): ExportStart => ({
    level,
    month,
    span,
});

/** The Tally file (XML vouchers and party ledgers) of a month or its quarter, or from one day to another (YYYY-MM-DD). */
export const tallyBody = (period: { month: string; span: 'month' | 'quarter' } | { from: string; to: string }): ExportStart =>
    'month' in period
        ? { level: 'tally', month: period.month, span: period.span }
        : { level: 'tally', date_from: period.from, date_to: period.to };

const isTally = (job: ExportJob) => job.level === 'tally';

/** "12,000 of 1,00,000 rows" in Indian digit grouping; production packs count orders, GST files documents. */
export const progressText = (job: ExportJob): string => {
    const n = (v: number) => v.toLocaleString('en-IN');
    const unit = isPacks(job) ? 'orders' : isLabels(job) ? 'labels' : isTally(job) ? 'vouchers' : job.level in GST_DOWNLOADS ? 'documents' : 'rows';
    if (job.status === 'done') return `Done: ${n(job.rows_done)} ${unit}.`;
    const what = isPacks(job) ? 'The production packs' : isLabels(job) ? 'The labels' : 'The export';
    if (job.status === 'failed') return `${what} failed: ${job.error}`;
    if (job.status === 'queued') return 'Waiting for a worker...';
    const total = job.rows_total === null ? '?' : n(job.rows_total);
    return `${n(job.rows_done)} of ${total} ${unit} ${isPacks(job) ? 'packed' : isLabels(job) ? 'drawn' : 'done'}.`;
};

export const downloadLabel = (job: ExportJob) =>
    GST_DOWNLOADS[job.level] ??
    (isTally(job) ? 'Download the Tally file' : undefined) ??
    (isPacks(job) ? 'Download the production packs' : isLabels(job) ? 'Download the labels' : 'Download the spreadsheet');
