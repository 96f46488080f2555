import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderWithAdmin } from '../test/render';
import { reply, stubOffice } from '../test/office';
import type { StoreDraftEdit as Draft } from '../types';
import { StoreDraftEdit } from './StoreDraftEdit';

const DRAFT: Draft = {
    id: 7,
    status: 'draft',
    title: 'Mood Indigo 2026',
    slug: 'fest-2026-2',
    organiser_phone: '9876543210',
    business_name: '',
    business_gstin: '',
    quote_number: '',
    opens_at: '2026-11-30T04:30:00Z',
    closes_at: '2026-12-03T04:30:00Z',
    names_asked: true,
    numbers_asked: false,
    unique_numbers: false,
    delivery: 'each',
    password: '',
    allow_cod: false,
    show_roster: false,
    designs: [{ title: 'A', share_token: 'tok', product: 'tshirts', sleeve: 'Half Sleeve', colours: ['Black'], sizes: ['M'], price: '449.00', expected: 20, minimum: 10 }],
};

const Where = () => <output aria-label="where">{useLocation().pathname}</output>;

const render = (open: ReturnType<typeof vi.fn>, draft: Draft = DRAFT) => {
    stubOffice({ 'POST /api/office/store-drafts/{pk}/open': open });
    return renderWithAdmin(
        <>
            <StoreDraftEdit id={draft.id} />
            <Where />
        </>,
        { dataProvider: fakeDataProvider({ getOne: () => Promise.resolve({ data: draft }) as never }) },
    );
};

describe('StoreDraftEdit', () => {
    it('opens the saved draft and goes back to the stores', async () => {
        const open = vi.fn(() => ({ ...DRAFT, progress: '', collected: null }));
        render(open);
        expect(await screen.findByDisplayValue('fest-2026-2')).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: 'Open the store' }));
        await waitFor(() => expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/stores'));
        expect(open).toHaveBeenCalledWith(expect.objectContaining({ params: { pk: '7' } }));
    });

    it("shows the server's reason when the dates have passed, and stays", async () => {
        const message = 'The opening time has passed: set it to now or later.';
        render(vi.fn(() => reply(400, { message, code: 'bad', errors: { opens_at: [message] } })));
        await userEvent.click(await screen.findByRole('button', { name: 'Open the store' }));
        expect(await screen.findByText(message)).toBeInTheDocument();
    });

    it('offers no opening for a store that is open already', async () => {
        render(vi.fn(), { ...DRAFT, status: 'open' });
        expect(await screen.findByDisplayValue('fest-2026-2')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Open the store' })).toBeNull();
    });
});
