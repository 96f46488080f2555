// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toTimeline } from '@/lib/api/tracking';
import { OrderTimeline } from './order-timeline';

afterEach(cleanup);

const raw = (status: string, done: number, cancelledAt: string | null = null) => ({
  order_id: 'RZ-ABCD2345',
  status,
  cancelled: status === 'cancelled',
  cancelled_at: cancelledAt,
  steps: ['placed', 'confirmed', 'shipped', 'delivered'].map((key, i) => ({
    key,
    label: key[0]!.toUpperCase() + key.slice(1),
    done: i < done,
    at: i < done ? `2026-11-2${3 + i}T10:00:00+05:30` : null,
  })),
  shipment: null,
  invoice_number: null as string | null,
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
});
