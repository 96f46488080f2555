import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import DashboardPage from './DashboardPage';
import { fakeDataProvider, makeSummary, renderWithAdmin } from '../test/render';
import { stubOffice } from '../test/office';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

/** A create that answers when the test says so. */
const pendingCreate = () => {
    let finish: () => void = () => undefined;
    const create = vi.fn(
        (_resource: string, { data }: { data: object }) =>
            new Promise<unknown>(resolve => (finish = () => resolve({ data: { id: 7, ...data } }))) as Promise<never>,
    );
    return { create, finish: () => finish() };
};

const form = (name: string) => within(screen.getByRole('region', { name }));

describe('DashboardPage', () => {
    it('shows the totals with the specification words', async () => {
        stubOffice({ 'GET /api/office/summary/': () => makeSummary({ total_due: 837.1, total_paid: 123456.5 }) });
        renderWithAdmin(<DashboardPage />);
        expect(await screen.findByText('Total Credit Amount: Rs. 837.10/-')).toBeInTheDocument();
        expect(screen.getByText('Total Debit Amount: Rs. 1,23,456.50/-')).toBeInTheDocument();
    });

    it('refuses a photo that is not JPEG or PNG and clears the choice', async () => {
        renderWithAdmin(<DashboardPage />);
        const input = form('Submit a Testimonial').getByLabelText('Photo') as HTMLInputElement;
        await userEvent.upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }), { applyAccept: false });
        expect(await screen.findByText('Please select a valid image file (JPEG, PNG, JPG).')).toBeInTheDocument();
        expect(input.value).toBe('');
    });

    it('creates a testimonial with the photo as a data URL, shows Submitting..., then a fresh form', async () => {
        const { create, finish } = pendingCreate();
        renderWithAdmin(<DashboardPage />, { dataProvider: fakeDataProvider({ create }) });
        const testimonial = form('Submit a Testimonial');
        await userEvent.type(testimonial.getByRole('textbox', { name: 'Name' }), 'Meera');
        await userEvent.type(testimonial.getByRole('textbox', { name: 'Message' }), 'Lovely print');
        await userEvent.upload(testimonial.getByLabelText('Photo'), png());
        await userEvent.click(testimonial.getByRole('button', { name: 'Submit' }));
        expect(await testimonial.findByText('Submitting...')).toBeInTheDocument();
        expect(testimonial.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
        expect(create).toHaveBeenCalledWith('testimonials', expect.objectContaining({
            data: { name: 'Meera', message: 'Lovely print', photo: expect.stringMatching(/^data:image\/png;base64,/) },
        }));
        finish();
        expect(await screen.findByText('Testimonial added.')).toBeInTheDocument();
        await waitFor(() => expect(form('Submit a Testimonial').getByRole('textbox', { name: 'Name' })).toHaveValue(''));
        expect((form('Submit a Testimonial').getByLabelText('Photo') as HTMLInputElement).value).toBe('');
    });

    it('checks the new admin phone number has 10 digits before calling the server', async () => {
        const create = vi.fn();
        renderWithAdmin(<DashboardPage />, { dataProvider: fakeDataProvider({ create }) });
        const admin = form('Register an Admin');
        await userEvent.type(admin.getByRole('textbox', { name: 'Name' }), 'Kiran Admin');
        await userEvent.type(admin.getByRole('textbox', { name: 'Phone Number' }), '12345');
        await userEvent.type(admin.getByLabelText(/^Password/), 'Rangrez@New1');
        expect(admin.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
        await userEvent.click(admin.getByRole('button', { name: 'Register' }));
        expect(await admin.findByText('Enter a valid 10-digit phone number')).toBeInTheDocument();
        expect(create).not.toHaveBeenCalled();
    });

    it('registers an admin, shows Registering... then the success message, and clears the fields', async () => {
        const { create, finish } = pendingCreate();
        renderWithAdmin(<DashboardPage />, { dataProvider: fakeDataProvider({ create }) });
        const admin = form('Register an Admin');
        await userEvent.type(admin.getByRole('textbox', { name: 'Name' }), 'Kiran Admin');
        await userEvent.type(admin.getByRole('textbox', { name: 'Phone Number' }), '8123456789');
        await userEvent.type(admin.getByLabelText(/^Password/), 'Rangrez@New1');
        await userEvent.click(admin.getByRole('button', { name: 'Register' }));
        expect(await admin.findByText('Registering...')).toBeInTheDocument();
        expect(create).toHaveBeenCalledWith('admins', expect.objectContaining({
            data: { role: 'order_desk', name: 'Kiran Admin', phone_number: '8123456789', password: 'Rangrez@New1' },
        }));
        finish();
        expect(await screen.findByText('Admin registered successfully!')).toBeInTheDocument();
        await waitFor(() => expect(form('Register an Admin').getByRole('textbox', { name: 'Phone Number' })).toHaveValue(''));
        expect(form('Register an Admin').getByLabelText(/^Password/)).toHaveValue('');
    });

    it("shows the server's message next to the field and keeps what was typed", async () => {
        const taken = 'An account with this phone number already exists.';
        const create = vi.fn().mockRejectedValue(new HttpError(taken, 409, { message: taken, errors: { phone_number: taken } }));
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        renderWithAdmin(<DashboardPage />, { dataProvider: fakeDataProvider({ create }) });
        const admin = form('Register an Admin');
        await userEvent.type(admin.getByRole('textbox', { name: 'Name' }), 'Kiran Admin');
        await userEvent.type(admin.getByRole('textbox', { name: 'Phone Number' }), '9000000001');
        await userEvent.type(admin.getByLabelText(/^Password/), 'Rangrez@New1');
        await userEvent.click(admin.getByRole('button', { name: 'Register' }));
        expect(await screen.findByText(`Failed to register the admin. ${taken}`)).toBeInTheDocument();
        expect(await admin.findByText(taken)).toBeInTheDocument();
        expect(admin.getByRole('textbox', { name: 'Name' })).toHaveValue('Kiran Admin');
    });
});
