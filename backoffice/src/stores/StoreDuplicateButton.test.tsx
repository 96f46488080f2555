import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../test/render';
import { reply, stubOffice } from '../test/office';
import { StoreDuplicateButton } from './StoreDuplicateButton';

const DRAFT = {
    id: 7,
    status: 'draft',
    title: 'Mood Indigo 2026',
    slug: 'fest-2026-2',
    organiser_phone: '9876543210',
    opens_at: '2026-11-29T10:00:00Z',
    closes_at: '2026-12-06T10:00:00Z',
    designs: [],
};

const Where = () => <output aria-label="where">{useLocation().pathname}</output>;

const render = (handler: ReturnType<typeof vi.fn>) => {
    stubOffice({ 'POST /api/office/stores/{pk}/copy': handler });
    return renderWithAdmin(
        <>
            <StoreDuplicateButton id={3} />
            <Where />
        </>,
    );
};

describe('StoreDuplicateButton', () => {
    beforeEach(() => window.history.replaceState(null, '', '/'));

    it("stores the draft and opens its edit page", async () => {
        const asked = vi.fn(() => reply(201, DRAFT));
        render(asked);
        await userEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
        await waitFor(() => expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/store-drafts/7'));
        expect(asked).toHaveBeenCalledTimes(1);
    });

    it("shows the server's reason and stays", async () => {
        const message = 'Store not found.';
        render(vi.fn(() => reply(404, { message, code: 'not_found', errors: {} })));
        await userEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
        expect(await screen.findByText(message)).toBeInTheDocument();
        expect(screen.getByRole('status', { name: 'where' })).not.toHaveTextContent('/store-drafts');
    });
});
