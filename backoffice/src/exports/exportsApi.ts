import { httpClient } from '../providers/httpClient';

/** A background export as `/api/office/exports/{id}` answers it. */
export interface ExportJob {
    id: string;
    status: 'queued' | 'running' | 'done' | 'failed';
    level: string;
    rows_done: number;
    rows_total: number | null;
    download_url: string | null;
    error: string;
}

/** The orders list's filters that an export understands (the rest are ignored). */
export interface ExportFilter {
    status?: string;
    payment_status?: string;
    date_gte?: string;
    date_lte?: string;
}

export const exportBody = (filter: ExportFilter) => ({
    level: 'orders',
    status: filter.status || null,
    payment_status: filter.payment_status || null,
    date_from: filter.date_gte ? filter.date_gte.slice(0, 10) : null,
    date_to: filter.date_lte ? filter.date_lte.slice(0, 10) : null,
});

export const exportStart = async (filter: ExportFilter): Promise<ExportJob> => {
    const { json } = await httpClient('/api/office/exports', { method: 'POST', body: JSON.stringify(exportBody(filter)) });
    return json as ExportJob;
};

/** Production packs of the ticked orders (at most 100): one ZIP, a folder per order, written by a worker. */
export const packsStart = async (orderIds: string[]): Promise<ExportJob> => {
    const body = { level: 'packs', order_ids: orderIds };
    const { json } = await httpClient('/api/office/exports', { method: 'POST', body: JSON.stringify(body) });
    return json as ExportJob;
};

export const exportGet = async (id: string): Promise<ExportJob> => {
    const { json } = await httpClient(`/api/office/exports/${encodeURIComponent(id)}`);
    return json as ExportJob;
};

const isPacks = (job: ExportJob) => job.level === 'packs';

/** "12,000 of 1,00,000 rows" in Indian digit grouping; production packs count orders. */
export const progressText = (job: ExportJob): string => {
    const n = (v: number) => v.toLocaleString('en-IN');
    const unit = isPacks(job) ? 'orders' : 'rows';
    if (job.status === 'done') return `Done: ${n(job.rows_done)} ${unit}.`;
    if (job.status === 'failed') return `${isPacks(job) ? 'The production packs' : 'The export'} failed: ${job.error}`;
    if (job.status === 'queued') return 'Waiting for a worker...';
    const total = job.rows_total === null ? '?' : n(job.rows_total);
    return `${n(job.rows_done)} of ${total} ${unit} ${isPacks(job) ? 'packed' : 'done'}.`;
};

export const downloadLabel = (job: ExportJob) => (isPacks(job) ? 'Download the production packs' : 'Download the spreadsheet');
