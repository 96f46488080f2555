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

export const exportGet = async (id: string): Promise<ExportJob> => {
    const { json } = await httpClient(`/api/office/exports/${encodeURIComponent(id)}`);
    return json as ExportJob;
};

/** "12,000 of 1,00,000 rows" in Indian digit grouping. */
export const progressText = (job: ExportJob): string => {
    const n = (v: number) => v.toLocaleString('en-IN');
    if (job.status === 'done') return `Done: ${n(job.rows_done)} rows.`;
    if (job.status === 'failed') return `The export failed: ${job.error}`;
    if (job.status === 'queued') return 'Waiting for a worker...';
    return `${n(job.rows_done)} of ${job.rows_total === null ? '?' : n(job.rows_total)} rows done.`;
};
