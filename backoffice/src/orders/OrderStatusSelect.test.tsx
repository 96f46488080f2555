import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../test/render';
import { makeOrderDetail } from '../test/orders';
import { OrderHeader } from './OrderHeader';

const detail = makeOrderDetail;

const shipment = {
    courier_id: 1, courier: 'Delhivery', awb: 'DL123', tracking_url: 'https://example.com/DL123',
    shipped_at: '2026-11-23T18:06:00Z', delivered_at: null,
};

describe("the order page's Status select", () => {
    it('follows the status the server holds when the record changes under it (shipped from the board)', () => {
        // the order page first shows the cached record (confirm), then the refetched one (shipped)
        const { rerender } = renderWithAdmin(<OrderHeader record={detail({ status: 'confirm' })} />);
        expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('confirm');

        rerender(<OrderHeader record={detail({ status: 'shipped', shipment })} />);
        expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('shipped');
        expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    });
});
