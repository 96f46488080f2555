import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderLines } from './OrderLines';
import type { OrderDetail } from './types';

const breakdown = { subtotal: 858, discount_code: '', discount_amount: 0, online_discount: 0, shipping: 0, amount: 858 };
const line = (size: string, name = '', number = '') => ({ kind: 'goods' as const, size, quantity: 1, unit_price: 429, line_total: 429, design: 'Own design (front)', picture: null, name, number });

describe('OrderLines', () => {
    it("shows a team order's lines each with the name and number printed on it", () => {
        const record = { breakdown, lines: [line('M', 'Priya Sharma', '7'), line('L', 'Rahul Verma', '10')] } as unknown as OrderDetail;
        render(<OrderLines record={record} />);
        const rows = within(screen.getByRole('table', { name: 'Order lines' })).getAllByRole('row');
        expect(rows[0]).toHaveTextContent('DesignNameNumberSizeQuantity');
        expect(rows[1]).toHaveTextContent('Priya Sharma7M1');
        expect(rows[2]).toHaveTextContent('Rahul Verma10L1');
    });

    it('shows a cash on delivery fee after shipping', () => {
        const record = { breakdown: { ...breakdown, shipping: 79, cod_fee: 49, amount: 986 }, lines: [line('M')] } as unknown as OrderDetail;
        render(<OrderLines record={record} />);
        const rows = within(screen.getByRole('table', { name: 'Order lines' })).getAllByRole('row');
        expect(rows.map((row) => row.textContent).slice(-3)).toEqual(['Shipping₹79.00', 'Cash on delivery fee₹49.00', 'Amount (GST included)₹986.00']);
    });

    it('keeps the plain columns for an order without a team', () => {
        const record = { breakdown, lines: [line('M')] } as unknown as OrderDetail;
        render(<OrderLines record={record} />);
        expect(screen.queryByRole('columnheader', { name: 'Name' })).toBeNull();
    });
});
