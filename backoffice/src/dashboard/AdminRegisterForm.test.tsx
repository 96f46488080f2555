import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminRegisterForm } from './AdminRegisterForm';
import { fakeDataProvider, renderWithAdmin } from '../test/render';

const fill = async (phone: string) => {
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Kiran Admin');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone Number' }), phone);
    await userEvent.type(screen.getByLabelText(/Password/), 'Rangrez@New1');
};

describe('AdminRegisterForm', () => {
    it('masks the password', () => {
        renderWithAdmin(<AdminRegisterForm />);
        expect(screen.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
    });

    it('checks the phone number has 10 digits', async () => {
        const adminRegister = vi.fn();
        renderWithAdmin(<AdminRegisterForm />, { dataProvider: fakeDataProvider({ adminRegister }) });
        await fill('12345');
        await userEvent.click(screen.getByRole('button', { name: 'Register' }));
        expect((await screen.findAllByText('Enter a valid 10-digit phone number')).length).toBeGreaterThan(0);
        expect(adminRegister).not.toHaveBeenCalled();
    });

    it('registers, shows Registering... then the success message, and clears the fields', async () => {
        let finish: (value: { message: string }) => void = () => undefined;
        const adminRegister = vi.fn(() => new Promise<{ message: string }>(resolve => (finish = resolve)));
        renderWithAdmin(<AdminRegisterForm />, { dataProvider: fakeDataProvider({ adminRegister }) });
        await fill('8123456789');
        await userEvent.click(screen.getByRole('button', { name: 'Register' }));
        expect(await screen.findByText('Registering...')).toBeInTheDocument();
        expect(adminRegister).toHaveBeenCalledWith({ name: 'Kiran Admin', phone_number: '8123456789', password: 'Rangrez@New1' });
        finish({ message: 'Admin registered successfully!' });
        expect(await screen.findByText('Admin registered successfully!')).toBeInTheDocument();
        await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(''));
        expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('');
        expect(screen.getByLabelText(/Password/)).toHaveValue('');
    });

    it('shows the server message when registration fails', async () => {
        const adminRegister = vi.fn().mockRejectedValue({
            message: 'Conflict',
            body: { message: 'An account with this phone number already exists.', errors: { phone_number: ['An account with this phone number already exists.'] } },
        });
        renderWithAdmin(<AdminRegisterForm />, { dataProvider: fakeDataProvider({ adminRegister }) });
        await fill('9000000001');
        await userEvent.click(screen.getByRole('button', { name: 'Register' }));
        expect((await screen.findAllByText('An account with this phone number already exists.')).length).toBeGreaterThan(0);
        expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Kiran Admin');
    });
});
