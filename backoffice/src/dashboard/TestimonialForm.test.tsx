import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestimonialForm } from './TestimonialForm';
import { fakeDataProvider, renderWithAdmin } from '../test/render';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

describe('TestimonialForm', () => {
    it('refuses a file that is not JPEG or PNG and clears the choice', async () => {
        renderWithAdmin(<TestimonialForm />);
        const input = screen.getByLabelText('Photo') as HTMLInputElement;
        await userEvent.upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }), { applyAccept: false });
        expect(await screen.findByText('Please select a valid image file (JPEG, PNG, JPG).')).toBeInTheDocument();
        expect(input.value).toBe('');
    });

    it('sends name, message and the photo as a data URL, shows Submitting..., then clears the fields', async () => {
        let finish: (value: { message: string }) => void = () => undefined;
        const testimonialAdd = vi.fn(() => new Promise<{ message: string }>(resolve => (finish = resolve)));
        renderWithAdmin(<TestimonialForm />, { dataProvider: fakeDataProvider({ testimonialAdd }) });
        await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Meera');
        await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Lovely print');
        await userEvent.upload(screen.getByLabelText('Photo'), png());
        await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
        expect(await screen.findByText('Submitting...')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
        expect(testimonialAdd).toHaveBeenCalledWith({
            name: 'Meera',
            message: 'Lovely print',
            photo: expect.stringMatching(/^data:image\/png;base64,/),
        });
        finish({ message: 'Testimonial added.' });
        expect(await screen.findByText('Testimonial added.')).toBeInTheDocument();
        await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(''));
        expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
        expect((screen.getByLabelText('Photo') as HTMLInputElement).value).toBe('');
    });

    it('shows the failure and keeps the fields', async () => {
        const testimonialAdd = vi.fn().mockRejectedValue({ message: 'x', body: { message: 'Name and message are required.' } });
        renderWithAdmin(<TestimonialForm />, { dataProvider: fakeDataProvider({ testimonialAdd }) });
        await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Meera');
        await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi');
        await userEvent.upload(screen.getByLabelText('Photo'), png());
        await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
        expect(await screen.findByText('Name and message are required.')).toBeInTheDocument();
        expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Meera');
    });
});
