import { act, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '@/lib/api/errors';
import { describe, expect, it, vi } from 'vitest';
import type { NeededBy } from '@/lib/api/quotes';

vi.mock('@/lib/session', () => ({
  useSession: () => ({ authenticated: false, phoneNumber: null, name: null, isStaff: false }),
  refreshSession: vi.fn(),
}));
const answers: ((answer: NeededBy) => void)[] = [];
const sent = vi.fn();
vi.mock('@/lib/api/quotes', () => ({
  quotesApi: {
    neededBy: () => new Promise<NeededBy>((resolve) => answers.push(resolve)),
    myDesigns: () => Promise.resolve([]),
    request: (input: unknown) =>
      sent(input) ??
      Promise.resolve({ id: 42, reference: 'QR-000042', message: 'Thank you! We will send your quote within one working day.', date_possible: true, needed_by_message: '' }),
  },
}));

import { QuoteRequestForm } from '@/components/quotes/quote-request-form';

describe('the bulk form’s delivery check', () => {
  it('shows the answer to the latest pincode and date, even when an earlier answer arrives after it', async () => {
    render(<QuoteRequestForm products={[{ slug: 'hoodie', name: 'Hoodie' }]} colours={[]} sizes={['M']} />);
    fireEvent.change(screen.getByLabelText('Delivery pincode'), { target: { value: '560025' } });
    fireEvent.change(screen.getByLabelText('Needed by'), { target: { value: '2027-01-06' } });
    expect(answers).toHaveLength(2);
    const [forPincode, forDate] = answers as [(answer: NeededBy) => void, (answer: NeededBy) => void];
    await act(async () => forDate({ possible: true, earliest: '2026-12-09', message: 'Possible: we can deliver to Bangalore North by 09/12/2026.' }));
    await act(async () => forPincode({ possible: true, earliest: '2026-12-09', message: 'We can deliver to Bangalore North by 09/12/2026.' }));
    expect(screen.getByText('Possible: we can deliver to Bangalore North by 09/12/2026.')).toBeInTheDocument();
    expect(screen.queryByText('We can deliver to Bangalore North by 09/12/2026.')).not.toBeInTheDocument();
  });
});

describe('after sending the bulk form', () => {
  it('gives the visitor the request number beside the thanks', async () => {
    render(<QuoteRequestForm products={[{ slug: 'hoodie', name: 'Hoodie' }]} colours={[]} sizes={['M']} />);
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: 'Ask for a quote' })));
    expect(await screen.findByText(/Thank you! We will send your quote within one working day\./)).toBeInTheDocument();
    expect(screen.getByText('QR-000042')).toBeInTheDocument();
    expect(screen.getByText(/Your request number is/)).toHaveTextContent('Your request number is QR-000042.');
  });
});

describe('the bulk form’s business', () => {
  it('asks for the billing PIN code and state (the GSTIN’s, chosen as it is typed) and shows the server’s refusal under the PIN', async () => {
    const refusal = 'The PIN code 600001 is in Tamil Nadu, but your GSTIN is registered in Karnataka: enter your billing address’s PIN code in Karnataka.';
    sent.mockReturnValueOnce(Promise.reject(new ApiError('Please check the highlighted fields.', 400, { 'business.pin_code': [refusal] }, true)));
    render(<QuoteRequestForm products={[{ slug: 'hoodie', name: 'Hoodie' }]} colours={[]} sizes={['M']} />);
    fireEvent.click(screen.getByLabelText('Buying for a business (GST invoice to your GSTIN)'));
    fireEvent.change(screen.getByLabelText('GSTIN'), { target: { value: '29AABCT1332L1ZA' } });
    expect(screen.getByLabelText('Billing state')).toHaveValue('Karnataka');
    fireEvent.change(screen.getByLabelText('Billing PIN code'), { target: { value: '600001' } });
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: 'Ask for a quote' })));
    expect(sent).toHaveBeenLastCalledWith(
      expect.objectContaining({ business: { name: '', gstin: '29AABCT1332L1ZA', address: '', pin_code: '600001', state: 'Karnataka' } }),
    );
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByLabelText('Billing PIN code')).toHaveAccessibleDescription(refusal);
  });
});
