import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatusForm } from './StatusForm';

describe('StatusForm', () => {
    it('opens a select of the five statuses with Submit', async () => {
        render(<StatusForm orderId="RZ-1" onSubmit={vi.fn()} />);
        await userEvent.click(screen.getByRole('button', { name: 'Update Status' }));
        await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
        const options = screen.getAllByRole('option').map(option => option.textContent);
        expect(options).toEqual(['pending', 'confirm', 'shipped', 'delivered', 'cancelled']);
    });

    it('does nothing visible when submitted with no status (only logs)', async () => {
        const onSubmit = vi.fn();
        const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
        render(<StatusForm orderId="RZ-1" onSubmit={onSubmit} />);
        await userEvent.click(screen.getByRole('button', { name: 'Update Status' }));
        await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
        expect(onSubmit).not.toHaveBeenCalled();
        expect(log).toHaveBeenCalled();
        expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
        log.mockRestore();
    });

    it('submits the chosen status and closes the selector on success', async () => {
        const onSubmit = vi.fn().mockResolvedValue(true);
        render(<StatusForm orderId="RZ-1" onSubmit={onSubmit} />);
        await userEvent.click(screen.getByRole('button', { name: 'Update Status' }));
        await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
        await userEvent.click(screen.getByRole('option', { name: 'shipped' }));
        await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
        expect(onSubmit).toHaveBeenCalledWith('shipped');
        expect(await screen.findByRole('button', { name: 'Update Status' })).toBeInTheDocument();
        expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    });

    it('keeps the selector open when the update fails', async () => {
        const onSubmit = vi.fn().mockResolvedValue(false);
        render(<StatusForm orderId="RZ-1" onSubmit={onSubmit} />);
        await userEvent.click(screen.getByRole('button', { name: 'Update Status' }));
        await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
        await userEvent.click(screen.getByRole('option', { name: 'cancelled' }));
        await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
        expect(onSubmit).toHaveBeenCalledWith('cancelled');
        expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    });
});
