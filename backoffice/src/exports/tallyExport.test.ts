import { describe, expect, it } from 'vitest';
import { downloadLabel, progressText, tallyBody, type ExportJob } from './exportJob';

const job = (over: Partial<ExportJob> = {}): ExportJob => ({
    id: 'j1', status: 'running', level: 'tally', rows_done: 2000, rows_total: 12500, download_url: null, error: '',
    created_at: '2026-11-23T18:06:00Z', finished_at: null, expires_at: '2026-11-24T18:06:00Z', ...over,
});

describe('the Tally file', () => {
    it('asks for the month (or its quarter) or for days from one to another', () => {
        expect(tallyBody({ month: '2026-11', span: 'month' })).toEqual({ level: 'tally', month: '2026-11', span: 'month' });
        expect(tallyBody({ from: '2026-11-01', to: '2026-11-15' })).toEqual({ level: 'tally', date_from: '2026-11-01', date_to: '2026-11-15' });
    });

    it('counts vouchers and names its download', () => {
        expect(progressText(job())).toBe('2,000 of 12,500 vouchers done.');
        expect(progressText(job({ status: 'done', rows_done: 12480 }))).toBe('Done: 12,480 vouchers.');
        expect(downloadLabel(job())).toBe('Download the Tally file');
    });
});
