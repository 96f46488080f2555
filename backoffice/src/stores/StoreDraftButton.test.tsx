import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../test/render';
import { reply, stubOffice } from '../test/office';
import { storeDraftFromQuote } from './api';
import { StoreDraftButton } from './StoreDraftButton';

const DRAFT = {
    title: 'Tarang Textiles – Hoodie',
    slug: 'tarang-textiles-qt-26-000001',
    organiser_phone: '9876543210',
    quote_number: 'QT-26-000001',
    opens_at: '2026-11-29T10:00:00Z',
    closes_at: '2026-12-06T10:00:00Z',
    designs: [{ title: 'Hoodie', share_token: 'tok', product: 'hoodie', colours: ['Black'], sizes: ['M', 'L'], price: '699.00', expected: 120, minimum: 100 }],
};

/** Where the button went, and the record it carried to the new store's form. */
const Where = () => {
    const location = useLocation();
    const record = (location.state as { record?: { quote_number?: string } } | null)?.record;
    return <output aria-label="where">{`${location.pathname} ${record?.quote_number ?? ''}`}</output>;
};

const render = (handler: ReturnType<typeof vi.fn>) => {
    stubOffice({ 'POST /api/office/store-drafts': handler });
    return renderWithAdmin(
        <>
            <StoreDraftButton label="Make a store" draft={() => storeDraftFromQuote('QT-26-000001')} />
            <Where />
        </>,
    );
};

describe('StoreDraftButton', () => {
    beforeEach(() => window.history.replaceState(null, '', '/'));

    it("opens the new store's form filled with the quote's draft", async () => {
        const asked = vi.fn(() => DRAFT);
        render(asked);
        await userEvent.click(screen.getByRole('button', { name: 'Make a store' }));
        await waitFor(() => expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/stores/create QT-26-000001'));
        expect(asked).toHaveBeenCalledWith(expect.objectContaining({ body: { quote_number: 'QT-26-000001' } }));
    });

    it("shows the server's reason when the quote is not accepted, and stays", async () => {
        const message = 'Quote QT-26-000001 is sent: a store is made from an accepted quote only.';
        render(vi.fn(() => reply(409, { message, code: 'conflict', errors: { quote_number: [message] } })));
        await userEvent.click(screen.getByRole('button', { name: 'Make a store' }));
        expect(await screen.findByText(message)).toBeInTheDocument();
        expect(screen.getByRole('status', { name: 'where' })).not.toHaveTextContent('/stores/create');
    });
});
