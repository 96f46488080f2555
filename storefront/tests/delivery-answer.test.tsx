import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';

const read = vi.fn();
const answer = vi.fn();
vi.mock('@/lib/api/ndr', () => ({
  ndrApi: { read: (t: string) => read(t), answer: (t: string, a: unknown) => answer(t, a) },
}));

import { DeliveryAnswer } from '@/components/ndr/delivery-answer';

const PAGE = {
  order_id: 'RZ-AB12CD34',
  attempts: 1,
  reason: 'Customer not available',
  attempted_at: '2026-11-24T05:30:00Z',
  deadline: '2026-11-25T05:30:00Z',
  status: 'open',
  courier: 'Delhivery',
  awb: 'DL55501234',
  ship_address: '12 MG Road, Pune, Maharashtra, 411001',
  ship_phone: '9876543210',
  dates: ['2026-11-25', '2026-11-26', '2026-11-27'],
  answer: null,
  answer_date: null,
  answer_address: '',
  answer_phone: '',
  answered_at: null,
};

beforeEach(() => {
  vi.clearAllMocks();
  read.mockResolvedValue(PAGE);
});

describe('the failed delivery page', () => {
  it('shows the attempt and sends the day chosen', async () => {
    answer.mockImplementation(async () => ({ ...PAGE, status: 'answered', answer: 'reattempt', answer_date: '2026-11-26' }));
    render(<DeliveryAnswer token="MQ.1vO.abc" />);
    expect(await screen.findByText(/Customer not available/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Thu, 26/11/2026' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(answer).toHaveBeenCalledWith('MQ.1vO.abc', expect.objectContaining({ choice: 'reattempt', date: '2026-11-26' }));
    expect(await screen.findByText(/Thank you! We will ask the courier to deliver on Thu, 26\/11\/2026\./)).toBeInTheDocument();
  });

  it('asks for a day before sending, and checks the phone', async () => {
    render(<DeliveryAnswer token="t" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send my answer' }));
    expect(screen.getByText('Choose a day for the next attempt.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Correct the address or phone'));
    await userEvent.type(screen.getByLabelText('Phone for the courier (10 digits)'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(screen.getByText('Please enter a valid 10-digit phone number.')).toBeInTheDocument();
    expect(answer).not.toHaveBeenCalled();
  });

  it("shows the server's words for an expired link", async () => {
    read.mockRejectedValue(new ApiError('This link has expired. Open your order\'s tracking page for a new one, or contact us.', 410, {}, true));
    render(<DeliveryAnswer token="old" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired.');
  });
});
