import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../test/render';
import { sentBody, stubOffice } from '../test/office';
import { EwayBillFiles } from './EwayBillFiles';

describe('EwayBillFiles', () => {
    it("links the day's file and reads back the portal's list, saying what it kept and skipped", async () => {
        const read = vi.fn(() => ({ recorded: 2, skipped: [{ row: 4, reason: 'No invoice XX/1 of ours.' }] }));
        stubOffice({ 'POST /api/office/ewaybills/import': read });
        renderWithAdmin(<EwayBillFiles />);
        await userEvent.clear(screen.getByLabelText('Day'));
        await userEvent.type(screen.getByLabelText('Day'), '2026-11-30');
        expect(screen.getByRole('link', { name: /The day.s e-way bills/ })).toHaveAttribute('href', '/api/office/ewaybills.json?day=2026-11-30');
        const list = new File(['EWB No,EWB Date,Doc No,Valid Upto\n'], 'ewb.csv', { type: 'text/csv' });
        await userEvent.upload(screen.getByLabelText("The portal's list of e-way bills"), list);
        expect(await screen.findByText('2 e-way bills kept with their orders.')).toBeInTheDocument();
        expect(screen.getByText('Row 4: No invoice XX/1 of ours.')).toBeInTheDocument();
        expect(sentBody(read)).toMatchObject({ file_name: 'ewb.csv', content: expect.stringMatching(/^data:text\/csv;base64,/) });
    });
});
