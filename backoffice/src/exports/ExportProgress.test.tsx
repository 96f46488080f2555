import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ExportProgress } from './ExportProgress';
import { downloadLabel, exportBody, packsBody, progressText, type ExportJob } from './exportJob';
import { renderWithAdmin } from '../test/render';
import { stubOffice } from '../test/office';

const job = (over: Partial<ExportJob> = {}): ExportJob => ({
    id: 'j1', status: 'running', level: 'orders', rows_done: 0, rows_total: 100000, download_url: null, error: '',
    created_at: '2026-11-23T18:06:00Z', finished_at: null, expires_at: '2026-11-24T18:06:00Z', ...over,
});

describe('background exports', () => {
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

    it('sends only the filters an export understands, dates as days; packs name the ticked orders', () => {
        expect(exportBody({ status: 'pending', date_gte: '2026-01-05T00:00:00Z' })).toEqual({
            level: 'orders', status: 'pending', payment_status: null, date_from: '2026-01-05', date_to: null,
        });
        expect(packsBody(['RZ-1', 'RZ-2'])).toEqual({ level: 'packs', order_ids: ['RZ-1', 'RZ-2'] });
    });

    it('polls the export until the file is ready, then offers the download', async () => {
        const getExport = vi.fn()
            .mockReturnValueOnce(job({ rows_done: 50000 }))
            .mockReturnValueOnce(job({ status: 'done', rows_done: 100000, download_url: '/api/office/exports/j1/file' }));
        stubOffice({ 'GET /api/office/exports/{job_id}': getExport });
        renderWithAdmin(<ExportProgress job={job({ status: 'queued' })} pollMs={5} />);
        expect(screen.getByRole('status').textContent).toBe('Waiting for a worker...');
        expect(await screen.findByText('50,000 of 1,00,000 rows done.')).toBeTruthy();
        const link = await screen.findByRole('link', { name: 'Download the spreadsheet' });
        expect(link.getAttribute('href')).toBe('/api/office/exports/j1/file');
        expect(getExport).toHaveBeenCalledTimes(2);
        expect(getExport).toHaveBeenCalledWith(expect.objectContaining({ params: { job_id: 'j1' } }));
    });

    it('says so when a read fails, and keeps polling', async () => {
        const getExport = vi.fn()
            .mockImplementationOnce(() => {
                throw new Error('offline');
            })
            .mockReturnValueOnce(job({ status: 'done', rows_done: 100000, download_url: '/f' }));
        stubOffice({ 'GET /api/office/exports/{job_id}': getExport });
        renderWithAdmin(<ExportProgress job={job({ status: 'queued' })} pollMs={5} />);
        expect(await screen.findByText('Connection trouble, retrying...')).toBeTruthy();
        expect(await screen.findByText('Done: 1,00,000 rows.')).toBeTruthy();
        expect(screen.queryByText('Connection trouble, retrying...')).toBeNull();
    });
});
