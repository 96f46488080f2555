// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiError, attempt, fieldMessageOr, messageOr } from '@/lib/api/errors';
import { toOrders } from '@/lib/api/mappers';
import type { components } from '@/lib/api/schema.gen';

describe('apiError', () => {
  it('reads {message, errors}', () => {
    const err = apiError({ message: 'Bad input', errors: { phone_number: ['Ten digits.'] } }, 400);
    expect(err.message).toBe('Bad input');
    expect(err.errors).toEqual({ phone_number: ['Ten digits.'] });
    expect(messageOr(err, 'fallback')).toBe('Bad input');
    expect(fieldMessageOr(err, 'phone_number', 'fallback')).toBe('Ten digits.');
    expect(fieldMessageOr(err, 'code', 'fallback')).toBe('Bad input');
  });
  it('uses the fallback when the body is not the API’s', () => {
    const err = apiError('<html>', 502);
    expect(err.status).toBe(502);
    expect(messageOr(err, 'fallback')).toBe('fallback');
  });
  it('lets a page show a failed read with a Retry', async () => {
    await expect(attempt(() => Promise.reject(apiError({ message: 'Not found.' }, 404)))).resolves.toEqual({ ok: false, message: 'Not found.', status: 404 });
    await expect(attempt(() => Promise.reject(new TypeError('x')))).resolves.toMatchObject({ ok: false, status: 0 });
  });
});

describe('toOrders', () => {
  const order = (order_id: string, created_at: string): components['schemas']['CustomerOrderOut'] => ({
    order_id, created_at, date: created_at.slice(0, 10), color: 'Black', color_hex: '#222222', product: 'T-Shirt', sleeve: '',
    sizes: [{ size: 'M', quantity: 1 }], quantity: 1, status: 'shipped', payment_status: 'paid', amount: 499,
    front: null, back: null, front_thumbnail: null, back_thumbnail: null, payment_method: 'cod',
    catalogue_item_name: 'Medieval Pink', catalogue_lines: [{ catalogue_item_name: 'Medieval Pink', size: 'M', quantity: 1 }],
  });
  it('sorts newest first and keeps what the app reads', () => {
    const list = toOrders({ order_details: [order('A', '2026-01-01T00:00:00Z'), order('B', '2026-02-01T00:00:00Z')] });
    expect(list.map((o) => o.orderId)).toEqual(['B', 'A']);
    expect(list[0]).toMatchObject({ status: 'shipped', paymentStatus: 'paid', sleeve: null, front: null, amount: 499 });
    expect(list[0]).toMatchObject({ catalogueItemName: 'Medieval Pink', catalogueLines: [{ name: 'Medieval Pink', size: 'M', quantity: 1 }] });
  });
});
