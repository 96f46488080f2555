import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../test/render';
import { sentBody, stubOffice } from '../test/office';
import { makeOrder } from '../test/orders';
import { OrderEwayBill } from './OrderEwayBill';
import { EwayBillChip } from './EwayBillChip';
import type { EwayBill } from './api';

const NEEDED: EwayBill = {
    needed: true,
    value: '72000.00',
    threshold: '50000.00',
    invoice_number: 'RZ/26-27/000042',
    number: '',
    generated_at: null,
    valid_until: null,
    distance_km: null,
    transport_mode: '1',
    vehicle_number: '',
    no_number_reason: '',
    expiring: false,
};

describe('OrderEwayBill', () => {
    it('says a Rs 72,000 consignment needs one, links its file and keeps the number entered', async () => {
        const saved = { ...NEEDED, number: '391000123456', generated_at: '2026-11-30T04:30:00Z', valid_until: '2026-12-03T18:29:59Z', distance_km: 450 };
        const enter = vi.fn(() => saved);
        stubOffice({ 'GET /api/office/orders/{order_id}/ewaybill': () => NEEDED, 'PUT /api/office/orders/{order_id}/ewaybill': enter });
        renderWithAdmin(<OrderEwayBill orderId="RZ-BIG00001" status="confirm" />);
        expect(await screen.findByText('E-way bill needed')).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'E-way bill JSON (bulk tool)' })).toHaveAttribute('href', '/api/office/orders/RZ-BIG00001/ewaybill.json');
        await userEvent.type(screen.getByRole('textbox', { name: /E-way bill number/ }), '391000123456');
        await userEvent.type(screen.getByRole('textbox', { name: /Distance/ }), '450');
        await userEvent.click(screen.getByRole('button', { name: 'Save the number' }));
        await waitFor(() => expect(screen.getByText('391000123456')).toBeInTheDocument());
        expect(sentBody(enter)).toMatchObject({ number: '391000123456', distance_km: 450, transport_mode: '1' });
        expect(screen.queryByText('E-way bill needed')).not.toBeInTheDocument();
        const line = screen.getByText((_, element) => element?.tagName === 'P' && /^No\. 391000123456/.test(element.textContent ?? ''));
        expect(line.textContent).toContain('valid until 03/12/2026, 23:59'); // IST, as the invoice prints it
    });

    it('takes the generated time as dd/mm/yyyy 24 h India time, whatever the browser locale', async () => {
        const enter = vi.fn(() => ({ ...NEEDED, number: '391000123456', generated_at: '2026-11-30T08:35:00Z' }));
        stubOffice({ 'GET /api/office/orders/{order_id}/ewaybill': () => NEEDED, 'PUT /api/office/orders/{order_id}/ewaybill': enter });
        renderWithAdmin(<OrderEwayBill orderId="RZ-BIG00001" status="confirm" />);
        const when = await screen.findByRole('textbox', { name: /Generated at \(IST\)/ });
        expect(when).toHaveAttribute('placeholder', 'dd/mm/yyyy hh:mm');
        await userEvent.type(screen.getByRole('textbox', { name: /E-way bill number/ }), '391000123456');
        await userEvent.type(screen.getByRole('textbox', { name: /Distance/ }), '450');
        await userEvent.type(when, '11/30/2026 2:05 PM'); // a US browser's habit
        await userEvent.click(screen.getByRole('button', { name: 'Save the number' }));
        expect(await screen.findByText(/Write it as dd\/mm\/yyyy hh:mm/)).toBeInTheDocument();
        expect(enter).not.toHaveBeenCalled();
        await userEvent.clear(when);
        await userEvent.type(when, '30/11/2026 14:05');
        await userEvent.click(screen.getByRole('button', { name: 'Save the number' }));
        await waitFor(() => expect(enter).toHaveBeenCalled());
        expect(sentBody(enter)).toMatchObject({ generated_at: '2026-11-30T14:05:00' });
    });

    it('asks nothing of a Rs 40,000 order', async () => {
        stubOffice({ 'GET /api/office/orders/{order_id}/ewaybill': () => ({ ...NEEDED, needed: false, value: '40000.00' }) });
        renderWithAdmin(<OrderEwayBill orderId="RZ-SMALL001" status="confirm" />);
        expect(await screen.findByText(/Consignment ₹40,000.00/)).toBeInTheDocument();
        expect(screen.queryByText('E-way bill needed')).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Save the number' })).not.toBeInTheDocument();
    });
});

describe('EwayBillChip', () => {
    it('hints before dispatch, and warns when the bill runs out within a day', () => {
        const soon = new Date(Date.now() + 3 * 3600 * 1000).toISOString();
        renderWithAdmin(
            <>
                <EwayBillChip order={makeOrder({ status: 'confirm', ewaybill_needed: true })} />
                <EwayBillChip order={makeOrder({ status: 'shipped', ewaybill_needed: true, ewaybill_valid_until: soon })} />
                <EwayBillChip order={makeOrder({ status: 'confirm', ewaybill_needed: false })} />
            </>,
        );
        expect(screen.getAllByText('E-way bill needed')).toHaveLength(1);
        expect(screen.getByText(/^E-way bill runs out/)).toBeInTheDocument();
    });
});
