import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderWithAdmin } from '../test/render';
import { shopHttpError } from '../api/client';
import { PriceBreakEdit } from './PriceBreakEdit';
import { tiersLine, type PriceBreaksRecord } from './types';
import { formatRupees } from '../format';

const tees: PriceBreaksRecord = {
    id: 1,
    name: 'T-Shirt',
    slug: 'tshirts',
    print_method: 'DTG (direct-to-garment)',
    base_price: 499,
    tiers: [
        { label: '1-9', min_quantity: 1, max_quantity: 9, one_side: 499, both_sides: 499 },
        { label: '10+', min_quantity: 10, max_quantity: null, one_side: 429, both_sides: 499 },
    ],
    setup: [{ label: 'Screen setup (up to 4 colours)', amount: 1200 }],
};

const provider = (update: ReturnType<typeof vi.fn>) =>
    fakeDataProvider({ getOne: () => Promise.resolve({ data: tees }) as never, update: update as never });

describe('PriceBreakEdit', () => {
    it('sends the whole table back with the changed price', async () => {
        const update = vi.fn((_r: string, { data }: { data: object }) => Promise.resolve({ data: { ...tees, ...data } }));
        renderWithAdmin(<PriceBreakEdit id={1} />, { dataProvider: provider(update) });
        await waitFor(() => expect(screen.getAllByLabelText(/^One side/)).toHaveLength(2));
        fireEvent.change(screen.getAllByLabelText(/^One side/)[1], { target: { value: '419' } });
        await userEvent.click(screen.getByRole('button', { name: /save/i }));
        await waitFor(() => expect(update).toHaveBeenCalled());
        const sent = update.mock.calls[0][1].data as PriceBreaksRecord;
        expect(sent.tiers.map(t => [t.min_quantity, t.max_quantity, t.one_side, t.both_sides])).toEqual([
            [1, 9, 499, 499],
            [10, null, 419, 499],
        ]);
        expect(sent.setup).toEqual([{ label: 'Screen setup (up to 4 colours)', amount: 1200 }]);
    });

    it("shows the server's reason under the table when it refuses an overlap", async () => {
        const message = 'The tiers 1-9 and 5+ overlap.';
        const update = vi.fn(() => Promise.reject(shopHttpError(400, 'Bad Request', { message, errors: { tiers: [message] } })));
        renderWithAdmin(<PriceBreakEdit id={1} />, { dataProvider: provider(update) });
        await waitFor(() => expect(screen.getAllByLabelText(/^From \(pieces\)/)).toHaveLength(2));
        fireEvent.change(screen.getAllByLabelText(/^From \(pieces\)/)[1], { target: { value: '5' } });
        await userEvent.click(screen.getByRole('button', { name: /save/i }));
        expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    });

    it('lists the tiers in a line, or says there are none', () => {
        expect(tiersLine(tees.tiers, formatRupees)).toBe('1-9 ₹499.00 · 10+ ₹429.00');
        expect(tiersLine([], formatRupees)).toBe('No breaks');
    });
});
