import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderWithAdmin } from '../test/render';
import { ResetLinkButton } from './ResetLinkButton';

const URL_ = 'https://rangrez.in/reset-password/MTI/c1x-abc123';
const LINK = {
    url: URL_,
    expires_at: '2026-11-23T19:06:00Z',
    emailed: true,
    message: 'A link to reset the password was e-mailed to the customer. You can also copy it and send it on WhatsApp. It works once, for 1 hour.',
};

describe('ResetLinkButton', () => {
    it('asks the server for the link, shows it once to copy and to share on WhatsApp', async () => {
        const sendResetLink = vi.fn().mockResolvedValue(LINK);
        const writeText = vi.fn().mockResolvedValue(undefined);
        Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
        renderWithAdmin(
            <RecordContextProvider value={{ id: 12, name: 'Priya Sharma', phone_number: '9876543210' }}>
                <ResetLinkButton />
            </RecordContextProvider>,
            { dataProvider: fakeDataProvider({ sendResetLink }) },
        );
        await userEvent.click(screen.getByRole('button', { name: 'Send password reset link' }));
        const dialog = await screen.findByRole('dialog', { name: 'Password reset link' });
        expect(sendResetLink).toHaveBeenCalledWith(12);
        expect(dialog).toHaveTextContent(LINK.message);
        expect(screen.getByLabelText('Link')).toHaveValue(URL_);
        expect(dialog).toHaveTextContent('Works once, until 24/11/2026, 00:36 (IST)');
        const share = screen.getByRole('link', { name: 'Share on WhatsApp' });
        expect(new URL(share.getAttribute('href') ?? '').searchParams.get('text')).toContain(URL_);
        await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
        await waitFor(() => expect(writeText).toHaveBeenCalledWith(URL_));
        expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    });
});
