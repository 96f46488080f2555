import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../test/render';
import { makeOrder } from '../test/orders';
import { OrderHeader } from './OrderHeader';
import type { OrderDetail } from './types';

const detail = (over: Partial<OrderDetail> = {}): OrderDetail => ({
    ...makeOrder(),
    instructions: '',
    upi_reference: '',
    lines: [],
    breakdown: { subtotal: 1077, discount_code: '', discount_amount: 0, online_discount: 0, shipping: 0, amount: 1077 },
    shipping_address: { name: 'Priya', phone_number: '9876543210', area: '', landmark: '', city: '', state: '', pin_code: '' },
    business: null,
    history: [],
    ...over,
});

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
