import { describe, expect, it } from 'vitest';
import { labelsUrl, manifestUrl } from '../providers/fileUrls';
import { downloadLabel, labelsBody, progressText } from '../exports/exportJob';
import type { ExportJob } from '../types';
import { dayText } from './labelsText';

const job = (over: Partial<ExportJob>): ExportJob => ({
    id: 'j1',
    status: 'running',
    level: 'labels',
    rows_done: 10,
    rows_total: 140,
    created_at: '',
    finished_at: null,
    expires_at: '',
    download_url: null,
    error: '',
    ...over,
});

describe('labels and manifests', () => {
    it('asks for the ticked orders, or a day and its courier', () => {
        expect(labelsUrl({ orderIds: ['RZ-A1', 'RZ-B2'] })).toBe('/api/office/labels.pdf?order_ids=RZ-A1&order_ids=RZ-B2');
        expect(labelsUrl({ day: '2026-11-26', courierId: null })).toBe('/api/office/labels.pdf?day=2026-11-26');
        expect(labelsUrl({ day: '2026-11-26', courierId: 3 })).toBe('/api/office/labels.pdf?day=2026-11-26&courier_id=3');
        expect(manifestUrl('2026-11-26', 3)).toBe('/api/office/manifest.pdf?day=2026-11-26&courier_id=3');
        expect(labelsBody({ day: '2026-11-26', courierId: null })).toEqual({ level: 'labels', day: '2026-11-26', courier_id: null });
    });

    it("says what a day holds before printing", () => {
        expect(dayText(0, 0, '₹0.00')).toBe('No parcels were shipped that day.');
        expect(dayText(1, 0, '₹0.00')).toBe('1 parcel, all prepaid.');
        expect(dayText(3, 2, '₹1,06,149.50')).toBe('3 parcels, 2 cash on delivery: ₹1,06,149.50 to collect.');
        expect(dayText(1000, 0, '₹0.00')).toBe('1000 parcels, all prepaid.');
        expect(dayText(1001, 0, '₹0.00')).toBe('More than 1000 parcels were shipped that day: choose a courier.');
    });

    it('follows a labels job in labels', () => {
        expect(progressText(job({}))).toBe('10 of 140 labels drawn.');
        expect(progressText(job({ status: 'done', rows_done: 140 }))).toBe('Done: 140 labels.');
        expect(progressText(job({ status: 'failed', error: 'No parcels were shipped that day.' }))).toBe(
            'The labels failed: No parcels were shipped that day.',
        );
        expect(downloadLabel(job({ status: 'done' }))).toBe('Download the labels');
    });
});
