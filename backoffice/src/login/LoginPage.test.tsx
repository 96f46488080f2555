import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuthProvider } from 'react-admin';
import { LoginPage } from './LoginPage';
import { renderWithAdmin } from '../test/render';

const auth = (login: AuthProvider['login']): AuthProvider => ({
    login,
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.reject(new Error('no')),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(),
});

describe('LoginPage (Admin Team)', () => {
    it('checks the phone number has 10 digits before calling the server', async () => {
        const login = vi.fn();
        renderWithAdmin(<LoginPage />, { authProvider: auth(login) });
        await userEvent.type(screen.getByLabelText('Phone Number'), '98765');
        await userEvent.type(screen.getByLabelText('Password'), 'secret');
        await userEvent.click(screen.getByRole('button', { name: 'Login to Team Dashboard' }));
        expect((await screen.findAllByText('Enter a valid 10-digit phone number')).length).toBeGreaterThan(0);
        expect(login).not.toHaveBeenCalled();
    });

    it("shows 'Team login failed: ' and the server's message", async () => {
        const login = vi.fn().mockRejectedValue(new Error('Team login failed: Invalid phone number or password.'));
        renderWithAdmin(<LoginPage />, { authProvider: auth(login) });
        await userEvent.type(screen.getByLabelText('Phone Number'), '9000000001');
        await userEvent.type(screen.getByLabelText('Password'), 'wrong');
        await userEvent.click(screen.getByRole('button', { name: 'Login to Team Dashboard' }));
        expect(login).toHaveBeenCalledWith({ phone_number: '9000000001', password: 'wrong' });
        expect(await screen.findByText('Team login failed: Invalid phone number or password.')).toBeInTheDocument();
    });
});
