import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignButtons } from './DesignButtons';
import { fakeDataProvider, renderWithAdmin } from '../test/render';

describe('DesignButtons', () => {
    afterEach(() => vi.restoreAllMocks());

    it('downloads the front design as <order_id>-front.png', async () => {
        const designImage = vi.fn().mockResolvedValue(new Blob(['png'], { type: 'image/png' }));
        URL.createObjectURL = vi.fn(() => 'blob:front');
        URL.revokeObjectURL = vi.fn();
        const clicked: HTMLAnchorElement[] = [];
        vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
            clicked.push(this);
        });
        renderWithAdmin(<DesignButtons orderId="RZ-ABC12345" />, { dataProvider: fakeDataProvider({ designImage }) });
        await userEvent.click(screen.getByRole('button', { name: 'Front Image' }));
        await waitFor(() => expect(clicked).toHaveLength(1));
        expect(designImage).toHaveBeenCalledWith('RZ-ABC12345', 'front');
        expect(clicked[0].download).toBe('RZ-ABC12345-front.png');
        expect(clicked[0].href).toBe('blob:front');
    });

    it('says so when the order has no back design', async () => {
        const designImage = vi.fn().mockRejectedValue(new Error('This order has no back design.'));
        renderWithAdmin(<DesignButtons orderId="RZ-ABC12345" />, { dataProvider: fakeDataProvider({ designImage }) });
        await userEvent.click(screen.getByRole('button', { name: 'Back Image' }));
        expect(await screen.findByText('This order has no back design.')).toBeInTheDocument();
    });
});
