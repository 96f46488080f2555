import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { type Returnable, returnForm, toReturnable } from '@/lib/api/returns';
import { UPI_ID_RE, emptyDraft, validateReturn } from '@/lib/returns/validate';

const requestReturn = vi.fn();
vi.mock('@/lib/api/client', () => ({ api: { requestReturn: (...args: unknown[]) => requestReturn(...args) } }));

import { ReturnForm } from '@/components/returns/return-form';

const REASONS = [
  { code: 'print_defect', label: 'Print defect', shop_fault: true, photo_required: true },
  { code: 'damaged', label: 'Damaged in transit', shop_fault: true, photo_required: true },
  { code: 'wrong_item', label: 'Wrong item received', shop_fault: true, photo_required: false },
  { code: 'wrong_size', label: 'A size other than ordered', shop_fault: true, photo_required: false },
  { code: 'size_exchange', label: 'Does not fit: I want another size', shop_fault: false, photo_required: false },
  { code: 'changed_mind', label: 'No longer needed', shop_fault: false, photo_required: false },
];

const order = (over: Record<string, unknown> = {}): Returnable =>
  toReturnable({
    order_id: 'RZ-RTNCAT22',
    returnable: true,
    refusal: null,
    refusal_code: '',
    refusal_values: {},
    delivered_on: '2026-11-23',
    window_ends: '2026-12-07',
    custom_print: false,
    reasons: REASONS,
    refund_to: 'upi_id',
    upi_reference: '',
    max_photos: 3,
    lines: [
      { line_id: 41, item: 'Medieval Pink', size: 'M', quantity: 2, returnable_quantity: 2, unit_price: 999, exchange_sizes: ['S', 'L'] },
      { line_id: 42, item: 'Medieval Pink', size: 'L', quantity: 1, returnable_quantity: 0, unit_price: 999, exchange_sizes: ['S', 'M'] },
    ],
    ...over,
  });

const png = (name = 'smudge.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('the return form’s checks (as the server’s)', () => {
  const o = order();
  it('needs a line, a reason the order allows, a photo for a defect and a valid UPI ID for a COD refund', () => {
    expect(validateReturn(emptyDraft(), o)).toEqual({
      lines: 'Choose at least one item to return.',
      reason: 'Choose a reason.',
      upiId: 'Enter the UPI ID the refund should go to.',
    });
    const draft = { ...emptyDraft(), reason: 'print_defect', quantities: { 41: 1 }, upiId: 'priya@@okaxis' };
    expect(validateReturn(draft, o)).toEqual({ photos: 'Add at least one photo that shows the fault.', upiId: 'Enter a valid UPI ID, like name@okaxis.' });
    expect(validateReturn({ ...draft, photos: [png()], upiId: 'priya.s@okaxis' }, o)).toEqual({});
  });

  it('refuses more than is left, and an exchange without the new size', () => {
    expect(validateReturn({ ...emptyDraft(), reason: 'wrong_item', upiId: 'a1@ybl', quantities: { 41: 3 } }, o).lines).toBe(
      'Only 2 of size M can still be returned.',
    );
    const exchange = { ...emptyDraft(), kind: 'exchange' as const, reason: 'size_exchange', quantities: { 41: 1 } };
    expect(validateReturn(exchange, o).lines).toBe('Choose the size you want instead of Medieval Pink (M).');
    expect(validateReturn({ ...exchange, sizes: { 41: 'L' } }, o)).toEqual({}); // an exchange asks no UPI ID
  });

  it('takes at most three photos, JPEG or PNG only', () => {
    const draft = { ...emptyDraft(), reason: 'wrong_item', upiId: 'a1@ybl', quantities: { 41: 1 } };
    expect(validateReturn({ ...draft, photos: [png(), png(), png(), png()] }, o).photos).toBe('At most 3 photos.');
    const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    expect(validateReturn({ ...draft, photos: [gif] }, o).photos).toBe('Please select a valid image file (JPEG, PNG, JPG).');
  });

  it('checks the UPI ID with the server’s pattern', () => {
    for (const ok of ['priya@okaxis', 'priya.sharma-1@ybl', '98765.43210@paytm']) expect(UPI_ID_RE.test(ok), ok).toBe(true);
    for (const bad of ['priya', '@okaxis', 'p@1bank', 'a@b', 'priya sharma@okaxis']) expect(UPI_ID_RE.test(bad), bad).toBe(false);
  });
});

describe('ReturnForm', () => {
  it('offers a custom print only the shop’s faults', () => {
    const custom = REASONS.filter((r) => r.shop_fault);
    render(<ReturnForm order={order({ custom_print: true, reasons: custom })} />);
    const options = within(screen.getByLabelText('Reason')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Choose a reason', 'Print defect', 'Damaged in transit', 'Wrong item received', 'A size other than ordered']);
  });

  it('sends the chosen lines with the photo and shows the request’s number', async () => {
    requestReturn.mockResolvedValue({ number: 'RT-26-000123', kind: 'refund' });
    render(<ReturnForm order={order()} />);
    expect(screen.getByText('Already in a return.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Quantity to return: Medieval Pink, size M'), '1');
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'print_defect');
    await userEvent.upload(screen.getByLabelText(/Photos/), png());
    await userEvent.type(screen.getByLabelText('Your UPI ID for the refund'), 'priya@okaxis');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(requestReturn.mock.lastCall).toEqual(['RZ-RTNCAT22', expect.objectContaining({ kind: 'refund', reason: 'print_defect', upiId: 'priya@okaxis', lines: [{ lineId: 41, quantity: 1, exchangeSize: null }] })]);
    expect(requestReturn.mock.lastCall![1].photos).toHaveLength(1);
    expect(await screen.findByTestId('return-number')).toHaveTextContent('RT-26-000123');
  });

  it('puts the server’s field errors on the fields', async () => {
    const refusal = new ApiError('Bad', 400, { lines: ['Only 1 of size M can still be returned.'], upi_id: ['This UPI ID is not valid.'] }, true);
    requestReturn.mockImplementation(async () => {
      throw refusal;
    });
    render(<ReturnForm order={order()} />);
    await userEvent.selectOptions(screen.getByLabelText('Quantity to return: Medieval Pink, size M'), '2');
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'wrong_item');
    await userEvent.type(screen.getByLabelText('Your UPI ID for the refund'), 'priya@okaxis');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Only 1 of size M can still be returned.')).toBeInTheDocument();
    expect(screen.getByText('This UPI ID is not valid.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your UPI ID for the refund')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a UPI order refunds to the payment on record: no UPI ID asked', () => {
    render(<ReturnForm order={order({ refund_to: 'upi_ref', upi_reference: 'UPI123456789' })} />);
    expect(screen.queryByLabelText('Your UPI ID for the refund')).toBeNull();
    expect(screen.getByText(/reference UPI123456789/)).toBeInTheDocument();
  });

  it('offers store credit unticked; ticked, it asks no UPI ID and sends the choice', async () => {
    requestReturn.mockResolvedValue({ number: 'RT-26-000124', kind: 'refund' });
    render(<ReturnForm order={order()} />);
    const choice = screen.getByRole('checkbox', { name: 'Refund as store credit instead' });
    expect(choice).not.toBeChecked(); // never preselected: the money refund is the default
    await userEvent.selectOptions(screen.getByLabelText('Quantity to return: Medieval Pink, size M'), '1');
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'wrong_item');
    await userEvent.click(choice);
    expect(screen.queryByLabelText('Your UPI ID for the refund')).toBeNull();
    expect(screen.getByTestId('return-credit-chosen')).toHaveTextContent('added to your store credit');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(requestReturn.mock.lastCall![1]).toEqual(expect.objectContaining({ kind: 'refund', storeCredit: true }));
  });

  it('an exchange offers no store credit', async () => {
    render(<ReturnForm order={order()} />);
    await userEvent.click(screen.getByRole('radio', { name: /An exchange/ }));
    expect(screen.queryByRole('checkbox', { name: 'Refund as store credit instead' })).toBeNull();
  });
});

describe('the return’s multipart body', () => {
  const input = { kind: 'refund' as const, reason: 'wrong_item', note: '', upiId: 'priya@okaxis', lines: [{ lineId: 41, quantity: 1, exchangeSize: null }], photos: [] };
  const data = (form: FormData) => JSON.parse(form.get('data') as string) as Record<string, unknown>;
  it('says store_credit false unless chosen, and sends no UPI ID with the credit', () => {
    expect(data(returnForm(input))).toEqual(expect.objectContaining({ store_credit: false, upi_id: 'priya@okaxis' }));
    expect(data(returnForm({ ...input, storeCredit: true }))).toEqual(expect.objectContaining({ store_credit: true, upi_id: '' }));
    expect(data(returnForm({ ...input, kind: 'exchange', storeCredit: true })).store_credit).toBe(false);
  });
});
