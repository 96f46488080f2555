import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrintQueueCard } from './PrintQueueCard';
import { renderWithAdmin } from '../test/render';
import { makeOrder } from '../test/orders';

describe('the print queue card', () => {
    it('says an order waits for blanks and offers no Printed', async () => {
        renderWithAdmin(<PrintQueueCard order={makeOrder({ status: 'confirm', waiting_for_blanks: true })} />);
        expect(await screen.findByText('Waiting for blanks')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Printed' })).not.toBeInTheDocument();
    });

    it('shows the day a printed order was printed, in IST', async () => {
        renderWithAdmin(<PrintQueueCard order={makeOrder({ status: 'confirm', printed_at: '2026-11-26T20:00:00Z' })} />);
        expect(await screen.findByText('Printed 27/11/2026')).toBeInTheDocument();
        expect(screen.queryByText('Waiting for blanks')).not.toBeInTheDocument();
    });

    it("lists a business order's setup charge as what it is: no picture, no pieces", async () => {
        const order = makeOrder({
            status: 'confirm',
            front_thumbnail: '/media/front-thumb.png',
            designs: [
                { kind: 'goods', size: 'M', quantity: 60, catalogue_item_id: null, design: 'Own design: front', picture: null },
                { kind: 'setup', size: 'Screen setup (up to 4 colours)', quantity: 1, catalogue_item_id: null, design: 'Setup charge (once, no pieces)', picture: null },
            ],
        });
        renderWithAdmin(<PrintQueueCard order={order} />);
        const [goods, setup] = await screen.findAllByRole('listitem');
        expect(goods).toHaveTextContent('Own design: frontM × 60');
        expect(goods.querySelector('img')).not.toBeNull();
        expect(setup).toHaveTextContent('Setup: Screen setup (up to 4 colours)once');
        expect(setup).not.toHaveTextContent('× 1');
        expect(setup.querySelector('img')).toBeNull();
    });
});
