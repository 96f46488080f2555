import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderWithAdmin } from '../test/render';
import { reply, stubOffice } from '../test/office';
import { ShipDialog } from './ShipDialog';

const COURIERS = [
    { id: 1, name: 'Delhivery', tracking_url_template: 'https://x/{awb}', needs_awb: true, active: true },
    { id: 7, name: 'Hand delivery', tracking_url_template: '', needs_awb: false, active: true },
];
const SHIPMENT = { courier_id: 1, courier: 'Delhivery', awb: 'DL123', tracking_url: 'https://x/DL123', shipped_at: '', delivered_at: null };

const setup = (shipOrder = vi.fn((): unknown => SHIPMENT)) => {
    const getList = vi.fn().mockResolvedValue({ data: COURIERS, total: 2 });
    stubOffice({
        'POST /api/office/orders/{order_id}/ship': shipOrder,
        'GET /api/office/orders/{order_id}/parcel': () => ({ weight_grams: 450, length_cm: 30, breadth_cm: 25, height_cm: 6 }),
    });
    const onShipped = vi.fn();
    const onCancel = vi.fn();
    renderWithAdmin(<ShipDialog orderId="RZ-9" onCancel={onCancel} onShipped={onShipped} />, {
        dataProvider: fakeDataProvider({ getList }),
    });
    return { getList, shipOrder, onShipped, onCancel };
};

const pick = async (name: string) => {
    await userEvent.click(await screen.findByRole('combobox', { name: /Courier/ }));
    await userEvent.click(await screen.findByRole('option', { name }));
};

describe('ShipDialog', () => {
    it('lists the active couriers and needs an AWB for a courier', async () => {
        const { getList, shipOrder, onShipped } = setup();
        await pick('Delhivery');
        expect(getList).toHaveBeenCalledWith('couriers', expect.objectContaining({ filter: { active: true } }));
        await userEvent.click(screen.getByRole('button', { name: 'Ship' }));
        expect(await screen.findByText('Enter the AWB number.')).toBeInTheDocument();
        expect(shipOrder).not.toHaveBeenCalled();
        await userEvent.type(screen.getByRole('textbox', { name: /AWB number/ }), ' DL123 ');
        await userEvent.click(screen.getByRole('button', { name: 'Ship' }));
        await waitFor(() => expect(onShipped).toHaveBeenCalledWith(SHIPMENT));
        expect(shipOrder).toHaveBeenCalledWith(
            expect.objectContaining({
                params: { order_id: 'RZ-9' },
                body: { courier_id: 1, awb: 'DL123', weight_grams: 450, length_cm: 30, breadth_cm: 25, height_cm: 6 },
            }),
        );
    });

    it('ships by hand delivery with no AWB', async () => {
        const { shipOrder, onShipped } = setup();
        await pick('Hand delivery');
        expect(screen.getByRole('textbox', { name: /AWB number/ })).toBeDisabled();
        await userEvent.click(screen.getByRole('button', { name: 'Ship' }));
        await waitFor(() => expect(onShipped).toHaveBeenCalled());
        expect(shipOrder).toHaveBeenCalledWith(expect.objectContaining({ body: expect.objectContaining({ courier_id: 7, awb: '' }) }));
    });

    it('shows the server field errors next to the fields and stays open', async () => {
        const { onShipped } = setup(vi.fn(() => reply(400, { message: 'Check the shipment.', errors: { awb: ['This AWB is already used by order RZ-3.'] } })));
        await pick('Delhivery');
        await userEvent.type(screen.getByRole('textbox', { name: /AWB number/ }), 'DL1');
        await userEvent.click(screen.getByRole('button', { name: 'Ship' }));
        expect(await screen.findByText('This AWB is already used by order RZ-3.')).toBeInTheDocument();
        expect(onShipped).not.toHaveBeenCalled();
    });

    it('proposes the parcel and sends the weight as corrected', async () => {
        const { shipOrder } = setup();
        await pick('Delhivery');
        const weight = await screen.findByRole('textbox', { name: 'Weight (g)' });
        await waitFor(() => expect(weight).toHaveValue('450'));
        await userEvent.clear(weight);
        await userEvent.type(weight, '720');
        await userEvent.clear(screen.getByRole('textbox', { name: 'Height (cm)' }));
        await userEvent.type(screen.getByRole('textbox', { name: /AWB number/ }), 'DL9');
        await userEvent.click(screen.getByRole('button', { name: 'Ship' }));
        await waitFor(() =>
            expect(shipOrder).toHaveBeenCalledWith(
                expect.objectContaining({ body: { courier_id: 1, awb: 'DL9', weight_grams: 720, length_cm: 30, breadth_cm: 25 } }),
            ),
        );
    });

    it('asks why a consignment over the e-way bill limit leaves without a number, and sends the reason', async () => {
        const asked = { message: 'Enter its e-way bill number first, or say why.', errors: { no_ewaybill_reason: ['Enter its e-way bill number first, or say why.'] } };
        const shipOrder = vi.fn(({ body }: { body?: unknown }) =>
            body && typeof body === 'object' && 'no_ewaybill_reason' in body ? SHIPMENT : reply(400, asked),
        );
        const { onShipped } = setup(shipOrder as never);
        await pick('Delhivery');
        await userEvent.type(screen.getByRole('textbox', { name: /AWB number/ }), 'DL1');
        await userEvent.click(screen.getByRole('button', { name: 'Ship' }));
        const reason = await screen.findByRole('textbox', { name: /Why it leaves without an e-way bill/ });
        await userEvent.type(reason, 'Portal down');
        await userEvent.click(screen.getByRole('button', { name: 'Ship' }));
        await waitFor(() => expect(onShipped).toHaveBeenCalledWith(SHIPMENT));
        expect(shipOrder).toHaveBeenLastCalledWith(expect.objectContaining({ body: expect.objectContaining({ no_ewaybill_reason: 'Portal down' }) }));
    });

    it('Cancel makes no call', async () => {
        const { shipOrder, onCancel } = setup();
        await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
        expect(onCancel).toHaveBeenCalled();
        expect(shipOrder).not.toHaveBeenCalled();
    });
});
