// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { GatewayCheckout } from '@/lib/api/online-pay';
import { onlinePayApi } from '@/lib/api/online-pay';
import { type PayNowOffer, payNowApi } from '@/lib/api/pay-now';
import { checkoutRun } from '@/lib/checkout/razorpay';
import { PayNow } from './pay-now';

vi.mock('@/lib/api/online-pay', () => ({ onlinePayApi: { start: vi.fn(), confirm: vi.fn() } }));
vi.mock('@/lib/api/pay-now', () => ({ payNowApi: { get: vi.fn() } }));
vi.mock('@/lib/checkout/razorpay', () => ({ checkoutRun: vi.fn() }));

const start = vi.mocked(onlinePayApi.start);
const confirm = vi.mocked(onlinePayApi.confirm);
const run = vi.mocked(checkoutRun);

const checkout: GatewayCheckout = {
  gateway: 'razorpay',
  keyId: 'rzp_test_1DP5mmOlF5G5ag',
  gatewayOrderId: 'order_Test0001',
  amount: 966.44,
  amountPaise: 96644,
  currency: 'INR',
  name: 'Rangrez',
  description: 'Order RZ-1',
  prefill: { name: 'Asha', email: 'asha@example.com', contact: '9876543210' },
};
const fields = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_Test0001', razorpay_signature: 'ab12' };
const read = vi.mocked(payNowApi.get);
const payable = (amount: number | null): PayNowOffer => ({
  orderId: 'RZ-1', offered: false, headline: '', amount: 0, saving: 0, upiId: 'rangrez@upi', upiLink: null, upiQr: null,
  payableOnline: amount !== null, onlineAmount: amount,
});

beforeEach(() => {
  vi.resetAllMocks();
  read.mockResolvedValue(payable(966.44));
});
afterEach(cleanup);

const payNow = () => screen.findByRole('button', { name: /^Pay now/ });

describe('PayNow', () => {
  it('shows nothing of its own and keeps the UPI QR when the order is not payable online (no gateway)', async () => {
    read.mockResolvedValue(payable(null));
    await act(async () => {
      render(
        <PayNow orderId="RZ-1">
          <p>UPI QR</p>
        </PayNow>,
      );
    });
    expect(read).toHaveBeenCalledWith('RZ-1');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('UPI QR')).toBeTruthy();
  });

  it('offers Pay now with the amount the server says, and makes no gateway order by showing it', async () => {
    render(<PayNow orderId="RZ-1" />);
    expect((await payNow()).textContent).toBe('Pay now ₹966.44');
    expect(start).not.toHaveBeenCalled();
  });

  it('takes the amount from its parent without asking again', async () => {
    render(<PayNow orderId="RZ-1" amount={917.44} />);
    expect((await payNow()).textContent).toBe('Pay now ₹917.44');
    expect(read).not.toHaveBeenCalled();
    expect(start).not.toHaveBeenCalled();
  });

  it('opens the checkout, confirms its signed callback and says the order is paid, the QR gone', async () => {
    start.mockResolvedValue(checkout);
    run.mockResolvedValue({ kind: 'paid', fields });
    confirm.mockResolvedValue({ orderId: 'RZ-1', paymentStatus: 'paid' });
    render(
      <PayNow orderId="RZ-1">
        <p>UPI QR</p>
      </PayNow>,
    );
    fireEvent.click(await payNow());
    expect((await screen.findByRole('status')).textContent).toBe('Payment received: order RZ-1 is paid.');
    expect(run).toHaveBeenCalledWith(checkout, 'RZ-1');
    expect(confirm).toHaveBeenCalledWith('RZ-1', fields);
    expect(screen.queryByText('UPI QR')).toBeNull();
  });

  it('says the payment was not completed when the checkout is closed, and tries again', async () => {
    start.mockResolvedValue(checkout);
    run.mockResolvedValueOnce({ kind: 'closed' }).mockResolvedValueOnce({ kind: 'paid', fields });
    confirm.mockResolvedValue({ orderId: 'RZ-1', paymentStatus: 'paid' });
    render(<PayNow orderId="RZ-1" />);
    fireEvent.click(await payNow());
    expect((await screen.findByRole('alert')).textContent).toContain('Payment not completed - try again');
    expect(confirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('status')).textContent).toBe('Payment received: order RZ-1 is paid.');
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('says the payment was not completed, with the server reason, when the signature is refused', async () => {
    start.mockResolvedValue(checkout);
    run.mockResolvedValue({ kind: 'paid', fields });
    confirm.mockRejectedValue(new ApiError('The payment could not be verified.', 400, {}, true));
    render(<PayNow orderId="RZ-1" />);
    fireEvent.click(await payNow());
    expect((await screen.findByRole('alert')).textContent).toContain('Payment not completed - try again. The payment could not be verified.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says the payment was not completed when the checkout fails', async () => {
    start.mockResolvedValue(checkout);
    run.mockResolvedValue({ kind: 'failed' });
    render(<PayNow orderId="RZ-1" />);
    fireEvent.click(await payNow());
    expect((await screen.findByRole('alert')).textContent).toContain('Payment not completed - try again');
  });
});
