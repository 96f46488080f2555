import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderWithAdmin } from '../test/render';
import type { Review } from '../types';
import { ReviewEdit } from './ReviewEdit';

const review: Review = {
    id: 6,
    status: 'accepted',
    rating: 4,
    title: 'Heavy and comfy',
    comment: 'Heavyweight cotton, worth the price.',
    reject_reason: '',
    reply: '',
    replied_at: null,
    created_at: '2026-11-27T12:06:00Z',
    edited_at: null,
    moderated_at: '2026-11-27T12:10:00Z',
    helpful_count: 0,
    customer_name: 'Aarav Nair',
    customer_phone: '7526018159',
    order_id: 'RZ-4LPN8LPL',
    size: 'M',
    product: 'The pilgrim’s Gaze',
    item_id: 5,
    photos: [],
};

describe('ReviewEdit', () => {
    it('keeps the reply being typed when the review is read again (the list showed its copy first)', async () => {
        let reads = 0;
        const getOne = vi.fn(() => {
            reads += 1; // the second read: a visitor found it helpful meanwhile
            return Promise.resolve({ data: { ...review, helpful_count: reads - 1 } }) as never;
        });
        const { queryClient } = renderWithAdmin(<ReviewEdit id={6} />, {
            dataProvider: fakeDataProvider({ getOne }),
        });
        const reply = await screen.findByLabelText("The shop's reply (shown under the review)");
        fireEvent.change(reply, { target: { value: 'Thank you! Glad it keeps you warm.' } });

        await queryClient.invalidateQueries();
        await waitFor(() => expect(screen.getByText(/1 found it helpful/)).toBeInTheDocument());
        expect(getOne).toHaveBeenCalledTimes(2);
        expect(screen.getByLabelText("The shop's reply (shown under the review)")).toHaveValue('Thank you! Glad it keeps you warm.');
        expect(screen.getByRole('button', { name: /save/i })).toBeEnabled();
    });
});
