import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderCard } from './OrderCard';
import { renderWithAdmin } from '../test/render';
import { makeOrder } from '../test/orders';

const BAG = makeOrder({
    order_id: 'RZ-BAG00001',
    front: null,
    sizes: [
        { size: 'M', quantity: 1 },
        { size: 'M', quantity: 1 },
        { size: 'M', quantity: 1 },
    ],
    designs: [
        { kind: 'goods', size: 'M', quantity: 1, catalogue_item_id: 1, design: 'Medieval Pink', picture: '/brevity/medieval-pink-1.jpg' },
        { kind: 'goods', size: 'M', quantity: 1, catalogue_item_id: 2, design: 'Kolam', picture: '/brevity/kolam-1.jpg' },
        { kind: 'goods', size: 'M', quantity: 1, catalogue_item_id: 3, design: 'Jaipur Blue', picture: null },
    ],
});

const card = (name: string) => screen.getByRole('article', { name: `Order ${name}` });

describe('OrderCard', () => {
    it("names each line's catalogue design with its picture, size and quantity", () => {
        renderWithAdmin(<OrderCard order={BAG} onStatusSubmit={() => undefined} />);
        const lines = within(within(card('RZ-BAG00001')).getByRole('list', { name: 'Designs' })).getAllByRole('listitem');
        expect(lines.map(line => line.textContent)).toEqual(['Medieval PinkM × 1', 'KolamM × 1', 'Jaipur BlueM × 1']);
        expect(within(lines[0]!).getByRole('img', { name: 'Medieval Pink' })).toHaveAttribute('src', '/brevity/medieval-pink-1.jpg');
        expect(within(lines[1]!).getByRole('img', { name: 'Kolam' })).toHaveAttribute('src', '/brevity/kolam-1.jpg');
    });

    it("shows a replacement's original order, its own design's thumbnail and its delivery challan", () => {
        const replacement = makeOrder({
            order_id: 'RZ-REPL0001',
            status: 'confirm',
            payment_status: 'paid',
            amount: 0,
            replacement_of: 'RZ-ORIG0001',
            front_thumbnail: '/api/orders/RZ-REPL0001/design/front/?thumb=1',
            sizes: [{ size: 'L', quantity: 1 }],
            designs: [{ kind: 'goods', size: 'L', quantity: 1, catalogue_item_id: null, design: 'Own design: front, back', picture: null }],
        });
        renderWithAdmin(<OrderCard order={replacement} onStatusSubmit={() => undefined} />);
        const article = card('RZ-REPL0001');
        expect(within(article).getByText('Replacement for RZ-ORIG0001')).toBeInTheDocument();
        expect(within(article).getByRole('img', { name: 'Own design: front, back' })).toHaveAttribute(
            'src',
            '/api/orders/RZ-REPL0001/design/front/?thumb=1',
        );
        expect(within(article).getByText('L × 1')).toBeInTheDocument();
        const challan = within(article).getByRole('link', { name: 'Delivery challan of order RZ-REPL0001' });
        expect(challan).toHaveAttribute('href', expect.stringContaining('/RZ-REPL0001/challan.pdf'));
        expect(within(article).queryByRole('link', { name: /^Invoice of/ })).not.toBeInTheDocument();
    });
});
