import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithAdmin } from '../test/render';
import { stubOffice } from '../test/office';
import { StoreFigures } from './StoreFigures';
import { StoreBoardLink } from './StoreBoardLink';

const FIGURES = {
    open_stores: 3,
    closing_soon: 2,
    pieces: 6,
    collected: '2295.00',
    under_minimum: 1,
    short: [{ store_id: 7, store: 'Mood Indigo 2026', closes_at: '2026-12-02T18:30:00Z', design: 'A', ordered: 2, minimum: 10, progress: '2 of 10' }],
};

const Where = () => <p data-testid="where">{`${useLocation().pathname}${useLocation().search}`}</p>;

const withRoutes = (ui: ReactElement) => (
    <Routes>
        <Route path="/" element={ui} />
        <Route path="/board" element={<Where />} />
    </Routes>
);

describe('the stores on the dashboard', () => {
    it('shows the open stores figures with the money, and a short design links to its store on the board', async () => {
        window.location.hash = '#/';
        stubOffice({ 'GET /api/office/store-figures': () => FIGURES });
        renderWithAdmin(withRoutes(<StoreFigures />));
        const stores = await screen.findByRole('region', { name: 'Campaign stores' });
        await within(stores).findByText('Open stores');
        for (const [value, label] of [['3', 'Open stores'], ['2', 'Closing in 7 days'], ['6', 'Pieces ordered'], ['₹2,295.00', 'Collected in open stores'], ['1', 'Designs under their minimum, closing soon']]) {
            const figure = within(stores).getByText(label).parentElement!;
            expect(figure).toHaveTextContent(`${value}${label}`);
        }
        expect(within(stores).getByRole('progressbar', { name: 'Mood Indigo 2026, A: 2 of 10' })).toHaveAttribute('aria-valuenow', '20');
        await userEvent.click(within(stores).getByRole('link', { name: 'Mood Indigo 2026' }));
        expect(await screen.findByTestId('where')).toHaveTextContent('/board?store=7');
    });

    it('shows the pieces without the money to whoever does not see money', async () => {
        stubOffice({ 'GET /api/office/store-figures': () => ({ ...FIGURES, collected: null, short: [] }) });
        renderWithAdmin(<StoreFigures />);
        const stores = await screen.findByRole('region', { name: 'Campaign stores' });
        expect(await within(stores).findByText('Pieces ordered')).toBeInTheDocument();
        expect(within(stores).queryByText('Collected in open stores')).not.toBeInTheDocument();
        expect(within(stores).queryByRole('list', { name: 'Designs under their minimum' })).not.toBeInTheDocument();
    });

    it("links a store's row to its orders on the board", async () => {
        window.location.hash = '#/';
        renderWithAdmin(withRoutes(<StoreBoardLink store={{ id: 9, title: 'House Blue' }} />));
        await userEvent.click(await screen.findByRole('link', { name: 'Orders on the board: House Blue' }));
        expect(await screen.findByTestId('where')).toHaveTextContent('/board?store=9');
    });
});
