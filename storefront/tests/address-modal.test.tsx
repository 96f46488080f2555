import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressModal } from '@/components/customer/address-modal';
import { ApiError } from '@/lib/api/errors';

const initial = { area: 'MG Road', landmark: 'Near Metro', city: 'Pune', state: 'Maharashtra', pinCode: '411001' };

describe('AddressModal', () => {
  it('is a labelled modal dialog, pre-filled, with focus in the first field', () => {
    render(<AddressModal initial={initial} onSave={vi.fn()} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Address' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Area')).toHaveValue('MG Road');
    expect(screen.getByLabelText('Pin code')).toHaveValue('411001');
    expect(screen.getByLabelText('Area')).toHaveFocus();
  });

  it('requires every field and does not save an empty one', async () => {
    const onSave = vi.fn();
    render(<AddressModal initial={initial} onSave={onSave} onClose={vi.fn()} />);
    await userEvent.clear(screen.getByLabelText('City'));
    await userEvent.click(screen.getByRole('button', { name: 'Update Address' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('City is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the edited address on Update Address', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(<AddressModal initial={initial} onSave={onSave} onClose={vi.fn()} />);
    await userEvent.clear(screen.getByLabelText('Landmark'));
    await userEvent.type(screen.getByLabelText('Landmark'), 'Opposite Park');
    await userEvent.click(screen.getByRole('button', { name: 'Update Address' }));
    expect(onSave).toHaveBeenCalledWith({ ...initial, landmark: 'Opposite Park' });
  });

  it('closes on Cancel and on Escape', async () => {
    const onClose = vi.fn();
    render(<AddressModal initial={initial} onSave={vi.fn()} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows a failure and the server field errors', async () => {
    const onSave = vi.fn().mockRejectedValue(new ApiError('Please correct the address.', 400, { pin_code: ['Enter a 6-digit pin code.'] }, true));
    render(<AddressModal initial={initial} onSave={onSave} onClose={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Update Address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update address.');
    expect(screen.getByText('Enter a 6-digit pin code.')).toBeInTheDocument();
  });
});
