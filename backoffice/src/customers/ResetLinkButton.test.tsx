import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../test/render';
import { stubOffice } from '../test/office';
import { ResetLinkButton } from './ResetLinkButton';

const SENT = {
    emailed: true,
    expires_at: '2026-11-23T19:06:00Z',
    message: 'A link to reset the password was e-mailed to the customer (priya@example.in). It works once, for 1 hour; nobody on the team sees it.',
    whatsapp_text: 'Hello Priya, we have e-mailed you a link to choose a new Rangrez password. It works once, for 1 hour. Not there? Ask for another at http://127.0.0.1:3000/forgot-password',
};

const render = (sendResetLink: ReturnType<typeof vi.fn>) => {
    stubOffice({ 'POST /api/office/customers/{customer_id}/reset-link': sendResetLink });
    return renderWithAdmin(
        <RecordContextProvider value={{ id: 12, name: 'Priya Sharma', phone_number: '9876543210' }}>
            <ResetLinkButton />
        </RecordContextProvider>,
    );
};

describe('ResetLinkButton', () => {
    it('has the link e-mailed to the customer and shows the team no link, only a WhatsApp line without one', async () => {
        const sendResetLink = vi.fn(() => SENT);
        render(sendResetLink);
        await userEvent.click(screen.getByRole('button', { name: 'Send password reset link' }));
        const dialog = await screen.findByRole('dialog', { name: 'Password reset link' });
        expect(sendResetLink).toHaveBeenCalledWith(expect.objectContaining({ params: { customer_id: '12' } }));
        expect(dialog).toHaveTextContent(SENT.message);
        expect(dialog).toHaveTextContent('The link works once, until 24/11/2026, 00:36 (IST).');
        expect(dialog).not.toHaveTextContent('/reset-password/');
        expect(screen.queryByLabelText('Link')).toBeNull();
        const share = screen.getByRole('link', { name: 'Tell them on WhatsApp' });
        expect(share.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
        expect(new URL(share.getAttribute('href') ?? '').searchParams.get('text')).toBe(SENT.whatsapp_text);
    });

    it('without an e-mail address, warns and offers the WhatsApp line asking for one', async () => {
        const whatsapp_text = 'Hello Priya, your Rangrez account has no e-mail address, so we cannot send you a link.';
        const message = 'This customer has no e-mail address, so no link was sent. Send them the WhatsApp message, which asks for one.';
        render(vi.fn(() => ({ emailed: false, expires_at: null, message, whatsapp_text })));
        await userEvent.click(screen.getByRole('button', { name: 'Send password reset link' }));
        const dialog = await screen.findByRole('dialog', { name: 'Password reset link' });
        expect(dialog).toHaveTextContent(message);
        expect(dialog).not.toHaveTextContent('works once, until');
        expect(screen.getByRole('link', { name: 'Tell them on WhatsApp' })).toBeInTheDocument();
    });
});
