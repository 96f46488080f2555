import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DraftEditor } from './DraftEditor';
import { NOT_SAVED, SAVE_FAILED } from './draftRules';
import { shopHttpError } from '../api/client';
import { fakeDataProvider, renderWithAdmin } from '../test/render';
import type { Quote, QuoteRevision } from './types';

const PAST = 'The quote must be valid until today or later.';
const revision = {
    number: 1,
    valid_until: '2026-12-10',
    dispatch_by: '2026-12-05',
    advance_percent: '50.00',
    terms_days: 0,
    delivery: '0.00',
    note: '',
    total: '85000.00',
    sent_at: null,
    lines: [
        { kind: 'goods', size: 'M', quantity: 100, unit_price: '699.00', list_price: '699.00', reason: '' },
        { kind: 'setup', size: 'Digitising', quantity: 1, unit_price: '350.00', list_price: '350.00', reason: '' },
    ],
} as unknown as QuoteRevision;
const quote = { id: 7, business_gstin: '', revisions: [revision] } as unknown as Quote;

const opened = (update: ReturnType<typeof vi.fn>) => {
    const onBlock = vi.fn();
    renderWithAdmin(<DraftEditor quote={quote} revision={revision} onBlock={onBlock} />, { dataProvider: fakeDataProvider({ update }) });
    return onBlock;
};

describe('DraftEditor', () => {
    it('shows why a past Valid until is refused under the field', async () => {
        const update = vi.fn().mockRejectedValue(shopHttpError(400, 'Bad Request', { message: PAST, errors: { valid_until: [PAST] } }));
        opened(update);
        fireEvent.change(screen.getByLabelText('Valid until'), { target: { value: '2020-01-01' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
        expect(await screen.findByText(PAST, { selector: 'p' })).toBeInTheDocument();
    });

    it('holds "Send to customer" while the form has changes not saved, and says so after a refused save', async () => {
        const update = vi.fn().mockRejectedValue(shopHttpError(400, 'Bad Request', { message: PAST, errors: { valid_until: [PAST] } }));
        const onBlock = opened(update);
        await waitFor(() => expect(onBlock).toHaveBeenLastCalledWith(null));
        fireEvent.change(screen.getByLabelText('Unit price of M'), { target: { value: '650' } });
        await waitFor(() => expect(onBlock).toHaveBeenLastCalledWith(NOT_SAVED));
        fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
        await waitFor(() => expect(onBlock).toHaveBeenLastCalledWith(SAVE_FAILED));
    });

    it('removes a setup charge from the draft', async () => {
        const update = vi.fn().mockResolvedValue({ data: { id: 7 } });
        opened(update);
        fireEvent.click(screen.getByRole('button', { name: 'Remove the setup charge Digitising' }));
        fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
        await waitFor(() => expect(update).toHaveBeenCalled());
        const sent = update.mock.calls[0][1].data as { lines: { size: string }[] };
        expect(sent.lines.map(ln => ln.size)).toEqual(['M']);
    });
});
