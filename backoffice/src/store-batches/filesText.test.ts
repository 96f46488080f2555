import { describe, expect, it } from 'vitest';
import { filesText } from './StoreBatchList';

const batch = { id: 1, store: 'Mood Indigo', design: 'A', print_on: '2026-12-01', pieces: 12 };

describe("a store batch's print files", () => {
    it('counts the buyers whose lettered file is drawn', () => {
        expect(filesText({ ...batch, name_files: 12, name_files_ready: 5 })).toBe('5 of 12 ready');
    });

    it('says the design alone is printed when the store asked no names', () => {
        expect(filesText({ ...batch, name_files: 0, name_files_ready: 0 })).toBe('The design (no names asked)');
    });
});
