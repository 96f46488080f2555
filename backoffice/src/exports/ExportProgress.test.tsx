import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ExportProgress } from './ExportProgress';
import { downloadLabel, exportBody, progressText, type ExportJob } from './exportsApi';

const job = (over: Partial<ExportJob> = {}): ExportJob => ({
    id: 'j1', status: 'running', level: 'orders', rows_done: 0, rows_total: 100000, download_url: null, error: '', ...over,
});
const ok = (body: unknown) =>
    Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));

describe('background exports', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('words the progress in Indian digit grouping', () => {
        expect(progressText(job({ rows_done: 12000 }))).toBe('12,000 of 1,00,000 rows done.');
        expect(progressText(job({ status: 'queued' }))).toBe('Waiting for a worker...');
        expect(progressText(job({ status: 'done', rows_done: 100000 }))).toBe('Done: 1,00,000 rows.');
    });

    it('counts orders for production packs and names their download', () => {
        const packs = job({ level: 'packs', rows_done: 3, rows_total: 20 });
        expect(progressText(packs)).toBe('3 of 20 orders packed.');
        expect(progressText({ ...packs, status: 'done', rows_done: 20 })).toBe('Done: 20 orders.');
        expect(downloadLabel(packs)).toBe('Download the production packs');
        expect(downloadLabel(job())).toBe('Download the spreadsheet');
    });

    it('sends only the filters an export understands, dates as days', () => {
        expect(exportBody({ status: 'pending', date_gte: '2026-01-05T00:00:00Z' })).toEqual({
            level: 'orders', status: 'pending', payment_status: null, date_from: '2026-01-05', date_to: null,
        });
    });

    it('polls until the file is ready, then offers the download', async () => {
        const fetchMock = vi.fn()
            .mockImplementationOnce(() => ok(job({ rows_done: 50000 })))
            .mockImplementationOnce(() => ok(job({ status: 'done', rows_done: 100000, download_url: '/api/office/exports/j1/file' })));
        vi.stubGlobal('fetch', fetchMock);
        render(<ExportProgress job={job({ status: 'queued' })} pollMs={5} />);
        expect(screen.getByRole('status').textContent).toBe('Waiting for a worker...');
        expect(await screen.findByText('50,000 of 1,00,000 rows done.')).toBeTruthy();
        const link = await screen.findByRole('link', { name: 'Download the spreadsheet' });
        expect(link.getAttribute('href')).toBe('/api/office/exports/j1/file');
        expect(fetchMock).toHaveBeenCalledTimes(2);
    });
});
