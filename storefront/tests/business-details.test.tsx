import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';

const business = vi.fn();
const saveBusiness = vi.fn();
vi.mock('@/lib/api/account', () => ({
  NO_BUSINESS: { name: '', gstin: '', address: '' },
  accountApi: { business: () => business(), saveBusiness: (b: unknown) => saveBusiness(b) },
}));

import { BusinessDetails } from '@/components/account/business-details';
import { BusinessFields } from '@/components/checkout/business-fields';

const CHECK = "This GSTIN's check character is wrong; please check it.";

beforeEach(() => {
  vi.clearAllMocks();
  business.mockResolvedValue({ name: '', gstin: '', address: '' });
});

describe('Business details (GSTIN)', () => {
  it('shows the server refusing a wrong check character by the GSTIN field, then saves a right one', async () => {
    saveBusiness
      .mockRejectedValueOnce(new ApiError('Please check the business details.', 400, { gstin: [CHECK] }, true))
      .mockImplementationOnce(async (b: unknown) => b);
    render(<BusinessDetails />);
    await userEvent.click(screen.getByRole('button', { name: 'Business details (GSTIN)' }));
    await userEvent.type(screen.getByLabelText('Business legal name'), 'Tarang Textiles Pvt Ltd');
    await userEvent.type(screen.getByLabelText('GSTIN'), '29AABCT1332L1ZB');
    await userEvent.type(screen.getByLabelText('Billing address'), '4 Mission Road, Bengaluru 560027');
    await userEvent.click(screen.getByRole('button', { name: 'Save business details' }));
    expect(await screen.findByText(CHECK)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('GSTIN'));
    await userEvent.type(screen.getByLabelText('GSTIN'), '29AABCT1332L1ZA');
    await userEvent.click(screen.getByRole('button', { name: 'Save business details' }));
    expect(await screen.findByText('Business details saved.')).toBeInTheDocument();
    expect(saveBusiness).toHaveBeenLastCalledWith({ name: 'Tarang Textiles Pvt Ltd', gstin: '29AABCT1332L1ZA', address: '4 Mission Road, Bengaluru 560027' });
  });

  it('at checkout is optional and fills in the account’s business', async () => {
    business.mockResolvedValue({ name: 'Tarang Textiles', gstin: '29AABCT1332L1ZA', address: 'Bengaluru' });
    const onChange = vi.fn();
    render(<BusinessFields value={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Buying for a business? Add your GSTIN' }));
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ name: 'Tarang Textiles', gstin: '29AABCT1332L1ZA', address: 'Bengaluru' }));
  });
});
