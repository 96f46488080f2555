import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';

const business = vi.fn();
const saveBusiness = vi.fn();
vi.mock('@/lib/api/account', () => ({
  NO_BUSINESS: { name: '', gstin: '', address: '', pin_code: '', state: '' },
  accountApi: { business: () => business(), saveBusiness: (b: unknown) => saveBusiness(b) },
}));

import { BusinessDetails } from '@/components/account/business-details';
import { BusinessFields } from '@/components/checkout/business-fields';

const CHECK = "This GSTIN's check character is wrong; please check it.";
const PIN_ELSEWHERE =
  "The PIN code 411001 is in Maharashtra, but your GSTIN is registered in Karnataka: enter your billing address's PIN code in Karnataka.";
const BLANK = { name: '', gstin: '', address: '', pin_code: '', state: '' };

beforeEach(() => {
  vi.clearAllMocks();
  business.mockResolvedValue(BLANK);
});

async function openAccountForm() {
  render(<BusinessDetails />);
  await userEvent.click(screen.getByRole('button', { name: 'Business details (GSTIN)' }));
  await userEvent.type(screen.getByLabelText('Business legal name'), 'Tarang Textiles Pvt Ltd');
}

describe('Business details (GSTIN)', () => {
  it('shows the server refusing a wrong check character by the GSTIN field, then saves a right one', async () => {
    saveBusiness
      .mockRejectedValueOnce(new ApiError('Please check the business details.', 400, { gstin: [CHECK] }, true))
      .mockImplementationOnce(async (b: unknown) => b);
    await openAccountForm();
    await userEvent.type(screen.getByLabelText('GSTIN'), '29AABCT1332L1ZB');
    await userEvent.type(screen.getByLabelText('Billing address'), '4 Mission Road, Bengaluru');
    await userEvent.type(screen.getByLabelText('Billing PIN code'), '560027');
    await userEvent.click(screen.getByRole('button', { name: 'Save business details' }));
    expect(await screen.findByText(CHECK)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('GSTIN'));
    await userEvent.type(screen.getByLabelText('GSTIN'), '29AABCT1332L1ZA');
    await userEvent.click(screen.getByRole('button', { name: 'Save business details' }));
    expect(await screen.findByText('Business details saved.')).toBeInTheDocument();
    expect(saveBusiness).toHaveBeenLastCalledWith({
      name: 'Tarang Textiles Pvt Ltd',
      gstin: '29AABCT1332L1ZA',
      address: '4 Mission Road, Bengaluru',
      pin_code: '560027',
      state: 'Karnataka',
    });
  });

  it('chooses the billing state from the GSTIN as it is typed, and shows a PIN in another state refused under its field', async () => {
    saveBusiness.mockRejectedValueOnce(new ApiError('Please check the business details.', 400, { pin_code: [PIN_ELSEWHERE] }, true));
    await openAccountForm();
    const state = screen.getByLabelText('Billing state');
    expect(state).toHaveValue('');
    await userEvent.type(screen.getByLabelText('GSTIN'), '29');
    expect(state).toHaveValue('Karnataka');
    await userEvent.selectOptions(state, 'Maharashtra'); // the customer may still choose; the server checks
    expect(state).toHaveValue('Maharashtra');
    await userEvent.type(screen.getByLabelText('Billing PIN code'), '411001');
    await userEvent.click(screen.getByRole('button', { name: 'Save business details' }));
    const pin = screen.getByLabelText('Billing PIN code');
    expect(await screen.findByText(PIN_ELSEWHERE)).toBeInTheDocument();
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    expect(pin).toHaveAccessibleDescription(PIN_ELSEWHERE);
  });

  it('at checkout is optional and fills in the account’s business', async () => {
    const saved = { name: 'Tarang Textiles', gstin: '29AABCT1332L1ZA', address: 'Bengaluru', pin_code: '560027', state: 'Karnataka' };
    business.mockResolvedValue(saved);
    const onChange = vi.fn();
    render(<BusinessFields value={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Buying for a business? Add your GSTIN' }));
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(saved));
  });

  it('at checkout gives a business saved without its billing state its GSTIN’s, and shows the server’s words under the fields', async () => {
    business.mockResolvedValue({ name: 'Tarang Textiles', gstin: '27AABCT1332L1ZA', address: 'Pune', pin_code: '', state: '' });
    const onChange = vi.fn();
    const { rerender } = render(<BusinessFields value={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Buying for a business? Add your GSTIN' }));
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ state: 'Maharashtra', pin_code: '' })));
    const value = onChange.mock.lastCall![0];
    rerender(<BusinessFields value={value} onChange={onChange} errors={{ 'business.pin_code': 'This field is required.' }} />);
    expect(screen.getByLabelText('Billing state')).toHaveValue('Maharashtra');
    expect(screen.getByLabelText('Billing PIN code')).toHaveAccessibleDescription('This field is required.');
  });
});
