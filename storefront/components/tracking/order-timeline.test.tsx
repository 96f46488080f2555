// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toTimeline } from '@/lib/api/tracking';
import type { OrderStatus, Schema } from '@/lib/api/types';
import { OrderTimeline } from './order-timeline';

afterEach(cleanup);

const raw = (status: OrderStatus, done: number, cancelledAt: string | null = null): Schema<'TimelineOut'> => ({
  order_id: 'RZ-ABCD2345',
  status,
  cancelled: status === 'cancelled',
  cancelled_at: cancelledAt,
  steps: (['placed', 'confirmed', 'shipped', 'delivered'] as const).map((key, i) => ({
    key,
    label: key[0]!.toUpperCase() + key.slice(1),
    done: i < done,
    at: i < done ? `2026-11-2${3 + i}T10:00:00+05:30` : null,
  })),
  shipment: null,
  invoice_number: null,
  return_window_ends: null,
  can_return: false,
  returns: [],
  parcel_state: null,
  parcel_steps: [],
  refund_state: null,
});

describe('OrderTimeline', () => {
  it('shows each step with its date and marks the furthest one as current', () => {
    render(<OrderTimeline timeline={toTimeline(raw('shipped', 3))} />);
    const list = screen.getByRole('list', { name: 'Tracking of order RZ-ABCD2345' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Placed23/11/2026',
      'Confirmed24/11/2026',
      'Shipped25/11/2026',
      'DeliveredNot yet',
    ]);
    expect(items[2]!.getAttribute('aria-current')).toBe('step');
  });

  it('says a cancelled order was cancelled, with the date', () => {
    render(<OrderTimeline timeline={toTimeline(raw('cancelled', 1, '2026-11-24T09:00:00+05:30'))} />);
    expect(screen.getByRole('status').textContent).toBe('This order was cancelled on 24/11/2026.');
    expect(screen.queryByRole('listitem', { current: 'step' })).toBeNull();
  });

  it('says where a cancelled paid order\'s refund to the original payment is', () => {
    const refund_state = {
      id: 1, status: 'failed' as const, status_label: 'Failed', amount: 1077, refund_id: '', utr: '', failure_reason: 'Refused',
      words: 'The refund to your original payment failed: we are sending it again',
    };
    render(<OrderTimeline timeline={toTimeline({ ...raw('cancelled', 1, '2026-11-24T09:00:00+05:30'), refund_state })} />);
    expect(screen.getByRole('status').textContent).toBe(
      'This order was cancelled on 24/11/2026. The refund to your original payment failed: we are sending it again.',
    );
  });

  it('shows the courier, AWB and tracking link once the order has a shipment', () => {
    const withShipment = { ...raw('shipped', 3), shipment: { courier: 'Delhivery', awb: '1234567890', tracking_url: 'https://track.example/1234567890' } };
    render(<OrderTimeline timeline={toTimeline(withShipment)} />);
    expect(screen.getByText(/Delhivery, AWB 1234567890/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track your parcel' }).getAttribute('href')).toBe('https://track.example/1234567890');
  });

  it('offers the GST invoice download only once the order has one', () => {
    const { rerender } = render(<OrderTimeline timeline={toTimeline(raw('pending', 1))} />);
    expect(screen.queryByRole('link', { name: 'Download invoice' })).toBeNull();
    rerender(<OrderTimeline timeline={toTimeline({ ...raw('confirm', 2), invoice_number: 'RZ/2026-27/000042' })} />);
    const link = screen.getByRole('link', { name: 'Download invoice' });
    expect(link.getAttribute('href')).toBe('/api/orders/RZ-ABCD2345/invoice.pdf');
    expect(link.getAttribute('download')).toBe('RZ-2026-27-000042.pdf');
  });

  it('offers "Return or exchange" only when the server says a return can be asked', () => {
    const { rerender } = render(<OrderTimeline timeline={toTimeline({ ...raw('delivered', 4), can_return: false })} />);
    expect(screen.queryByRole('link', { name: /Return or exchange/ })).toBeNull();
    rerender(<OrderTimeline timeline={toTimeline({ ...raw('delivered', 4), can_return: true, return_window_ends: '2026-12-10' })} />);
    expect(screen.getByRole('link', { name: 'Return or exchange: order RZ-ABCD2345' }).getAttribute('href')).toBe('/oandr/return/RZ-ABCD2345');
  });

  it('follows a return to its refund: pickup AWB and tracking, the amount and UTR, the credit note', () => {
    const step = (key: string, label: string, detail = '') => ({ key, label, done: true, at: '2026-11-27T10:00:00+05:30', detail, detail_code: '' as const, detail_values: {} });
    const track: Schema<'ReturnTrackOut'> = {
      number: 'RT-26-000007',
      status: 'refunded',
      kind: 'refund',
      steps: [
        step('requested', 'Return requested'),
        step('approved', 'Return approved', 'Pickup by Delhivery, AWB D123456'),
        step('picked_up', 'Picked up'),
        step('received', 'Received'),
        step('refunded', 'Refunded', '₹449.10 refunded, UTR UTR123456789012'),
      ],
      tracking_url: 'https://www.delhivery.com/track/package/D123456',
      refund_amount: 449.1,
      refund_reference: 'UTR123456789012',
      replacement_order_id: null,
      reject_reason: '',
      credit_note_url: '/api/returns/RT-26-000007/credit-note.pdf',
      refund_state: null,
    };
    render(<OrderTimeline timeline={toTimeline({ ...raw('delivered', 4), returns: [track] })} />);
    const steps = within(screen.getByRole('list', { name: 'Steps of return RT-26-000007' })).getAllByRole('listitem');
    expect(steps.map((li) => li.querySelector('.timeline-label')?.textContent)).toEqual(['Return requested', 'Return approved', 'Picked up', 'Received', 'Refunded']);
    expect(steps[1]!.textContent).toContain('Pickup by Delhivery, AWB D123456');
    expect(steps[4]!.textContent).toContain('₹449.10 refunded, UTR UTR123456789012');
    expect(steps[4]!.getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('link', { name: 'Track the pickup' }).getAttribute('href')).toBe(track.tracking_url);
    const note = screen.getByRole('link', { name: 'Download credit note' });
    expect(note.getAttribute('href')).toBe('/api/returns/RT-26-000007/credit-note.pdf');
    expect(note.getAttribute('download')).toBe('credit-note-RT-26-000007.pdf');
  });

  it('shows a rejected return with its reason', () => {
    const rejected: Schema<'ReturnTrackOut'> = {
      number: 'RT-26-000008',
      status: 'rejected',
      kind: 'refund',
      steps: [
        { key: 'requested', label: 'Return requested', done: true, at: '2026-11-27T10:00:00+05:30', detail: '', detail_code: '', detail_values: {} },
        { key: 'rejected', label: 'Rejected', done: true, at: '2026-11-28T10:00:00+05:30', detail: 'Worn and washed', detail_code: 'rejected', detail_values: { reason: 'Worn and washed' } },
      ],
      tracking_url: '',
      refund_amount: null,
      refund_reference: '',
      replacement_order_id: null,
      reject_reason: 'Worn and washed',
      credit_note_url: null,
      refund_state: null,
    };
    render(<OrderTimeline timeline={toTimeline({ ...raw('delivered', 4), returns: [rejected] })} />);
    const last = within(screen.getByRole('list', { name: 'Steps of return RT-26-000008' })).getAllByRole('listitem').at(-1)!;
    expect(last.textContent).toBe('Rejected28/11/2026Worn and washed');
    expect(screen.queryByRole('link', { name: 'Download credit note' })).toBeNull();
  });

  it("shows the courier's steps, a failed attempt with its reason", () => {
    const steps = [
      { key: 'picked_up', label: 'Picked up by the courier', at: '2026-11-20T04:30:00Z', detail: '' },
      { key: 'ndr', label: 'Delivery attempt failed', at: '2026-11-21T12:30:00Z', detail: 'Consignee refused' },
      { key: 'rto_delivered', label: 'Returned to us', at: '2026-11-25T06:30:00Z', detail: '' },
    ];
    render(<OrderTimeline timeline={toTimeline({ ...raw('shipped', 3), parcel_state: 'rto_delivered', parcel_steps: steps })} />);
    const parcel = screen.getByRole('list', { name: 'Your parcel' });
    expect(parcel.textContent).toContain('Delivery attempt failed21/11/2026Consignee refused');
    expect(parcel.textContent).toContain('Returned to us25/11/2026');
  });
});
