import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { fakeDataProvider, renderWithAdmin } from '../test/render';
import { stubOffice } from '../test/office';
import { MarginList } from './MarginList';
import { monthLabel } from './month';

const totals = { orders: 2, sales: 1500, cost: 1700, margin: -200 };
const rows = [
    { id: 'RZ-LOSS2345', order_id: 'RZ-LOSS2345', month: '2026-11-01', status: 'shipped', product_type: 'T-Shirt', business: '', sales: 500, cost: 1400, margin: -900 },
    { id: 'RZ-GAIN2345', order_id: 'RZ-GAIN2345', month: '2026-11-01', status: 'delivered', product_type: 'T-Shirt', business: 'Tarang LLP', sales: 1000, cost: 300, margin: 700 },
];

describe('MarginList', () => {
    it('charts the months and lists the loss-making orders first, each cost with its source', async () => {
        stubOffice({
            'GET /api/office/margins/months': () => [{ month: '2026-11-01', ...totals }],
            'GET /api/office/margins/summary': () => ({
                month: '2026-11-01',
                ...totals,
                product_types: [{ id: 1, name: 'T-Shirt', ...totals }],
                businesses: [{ id: 7, name: 'Tarang LLP', orders: 1, sales: 1000, cost: 300, margin: 700 }],
            }),
            'GET /api/office/margin-orders/{order_id}': ({ params }) => ({
                ...rows[0],
                order_id: params.order_id,
                lines: [{ kind: 'courier', amount: 900, source: 'AWB DL100002: invoice dtdc-nov.csv' }],
            }),
        });
        const dataProvider = fakeDataProvider({ getList: () => Promise.resolve({ data: rows, total: 2 }) as never });
        renderWithAdmin(
            <ResourceContextProvider value="margin-orders">
                <MarginList />
            </ResourceContextProvider>,
            { dataProvider },
        );
        expect(await screen.findByRole('figure', { name: 'Margin per month' })).toBeInTheDocument();
        expect(screen.getByRole('table', { name: 'Margin per business customer' })).toHaveTextContent('Tarang LLP');
        const cells = await screen.findAllByText(/^RZ-/);
        expect(cells.map(c => c.textContent)).toEqual(['RZ-LOSS2345', 'RZ-GAIN2345']);
        await userEvent.click(cells[0]!);
        const costs = await screen.findByRole('table', { name: 'Costs of RZ-LOSS2345' });
        expect(within(costs).getByText('AWB DL100002: invoice dtdc-nov.csv')).toBeInTheDocument();
    });

    it('names a month as the team reads it', () => {
        expect(monthLabel('2026-11-01')).toBe('Nov 2026');
    });
});
