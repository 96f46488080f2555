import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignButtons } from './DesignButtons';
import { renderWithAdmin } from '../test/render';
import { reply, stubOffice } from '../test/office';

describe('DesignButtons', () => {
    afterEach(() => vi.restoreAllMocks());

    it('downloads the front design as <order_id>-front.png', async () => {
        const getDesign = vi.fn(() => new Blob(['png'], { type: 'image/png' }));
        stubOffice({ 'GET /api/orders/{order_id}/design/{side}/': getDesign });
        URL.createObjectURL = vi.fn(() => 'blob:front');
        URL.revokeObjectURL = vi.fn();
        const clicked: HTMLAnchorElement[] = [];
        vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
            clicked.push(this);
        });
        renderWithAdmin(<DesignButtons orderId="RZ-ABC12345" />);
        await userEvent.click(screen.getByRole('button', { name: 'Front Image' }));
        await waitFor(() => expect(clicked).toHaveLength(1));
        expect(getDesign).toHaveBeenCalledWith(expect.objectContaining({ params: { order_id: 'RZ-ABC12345', side: 'front' } }));
        expect(clicked[0].download).toBe('RZ-ABC12345-front.png');
        expect(clicked[0].href).toBe('blob:front');
    });

    it("says why when the server has no back design", async () => {
        stubOffice({ 'GET /api/orders/{order_id}/design/{side}/': () => reply(404, { message: 'This order has no back design.', errors: {} }) });
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        renderWithAdmin(<DesignButtons orderId="RZ-ABC12345" />);
        await userEvent.click(screen.getByRole('button', { name: 'Back Image' }));
        expect(await screen.findByText('Could not download the back design. This order has no back design.')).toBeInTheDocument();
    });
});
