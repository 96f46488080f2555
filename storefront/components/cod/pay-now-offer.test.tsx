// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onlinePayApi } from '@/lib/api/online-pay';
import { type PayNowOffer as Offer, payNowApi } from '@/lib/api/pay-now';
import { checkoutRun } from '@/lib/checkout/razorpay';
import { PayNowOffer } from './pay-now-offer';

vi.mock('@/lib/api/online-pay', () => ({ onlinePayApi: { start: vi.fn(), confirm: vi.fn() } }));
vi.mock('@/lib/api/pay-now', () => ({ payNowApi: { get: vi.fn() } }));
vi.mock('@/lib/checkout/razorpay', () => ({ checkoutRun: vi.fn() }));

const read = vi.mocked(payNowApi.get);
const cod: Offer = {
  orderId: 'RZ-1',
  offered: true,
  headline: 'Pay now and save Rs 49',
  amount: 778,
  saving: 49,
  upiId: 'rangrez@upi',
  upiLink: 'upi://pay?pa=rangrez@upi&am=778.00',
  upiQr: 'data:image/png;base64,AA==',
  payableOnline: true,
  onlineAmount: 778,
};
const checkout = {
  gateway: 'razorpay', keyId: 'rzp_test_1', gatewayOrderId: 'order_1', amount: 778, amountPaise: 77800, currency: 'INR',
  name: 'Rangrez', description: 'Order RZ-1', prefill: { name: 'Asha', email: '', contact: '9876543210' },
};
const fields = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'ab12' };

beforeEach(() => vi.resetAllMocks());
afterEach(cleanup);

describe('PayNowOffer', () => {
  it('a COD order: pay now through the gateway beside the UPI QR, for the amount without the fee', async () => {
    read.mockResolvedValue(cod);
    render(<PayNowOffer orderId="RZ-1" />);
    const region = await screen.findByRole('region', { name: 'Pay now and save Rs 49' });
    expect(within(region).getByRole('button', { name: 'Pay now ₹778' })).toBeTruthy();
    expect(onlinePayApi.start).not.toHaveBeenCalled(); // no gateway order by looking
  });

  it('paid through the checkout: prepaid, the fee gone, one notice and no QR', async () => {
    read.mockResolvedValue(cod);
    vi.mocked(onlinePayApi.start).mockResolvedValue(checkout);
    vi.mocked(checkoutRun).mockResolvedValue({ kind: 'paid', fields });
    vi.mocked(onlinePayApi.confirm).mockResolvedValue({ orderId: 'RZ-1', paymentStatus: 'paid' });
    render(<PayNowOffer orderId="RZ-1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay now ₹778' }));
    const done = await screen.findByTestId('cod-prepaid');
    expect(done.textContent).toBe('Order RZ-1 is now prepaid: you paid ₹778, and the cash on delivery fee of ₹49 is gone.');
    expect(screen.queryByTestId('pay-now-paid')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('a UPI order payable online: Pay now alone; nothing payable: nothing', async () => {
    read.mockResolvedValue({ ...cod, offered: false, headline: '', upiLink: null, upiQr: null, onlineAmount: 966.44 });
    const { unmount } = render(<PayNowOffer orderId="RZ-1" />);
    expect(await screen.findByRole('button', { name: 'Pay now ₹966.44' })).toBeTruthy();
    unmount();
    read.mockResolvedValue({ ...cod, offered: false, upiLink: null, payableOnline: false, onlineAmount: null });
    const { container } = render(<PayNowOffer orderId="RZ-1" />);
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    expect(container.textContent).toBe('');
  });
});
