import { describe, expect, it } from 'vitest';
import { errorFromResponse, messageOr } from '@/lib/api/errors';
import { readCookie } from '@/lib/api/client';
import { toOrders } from '@/lib/api/mappers';

describe('errorFromResponse', () => {
  it('reads {message, errors}', async () => {
    const res = new Response(JSON.stringify({ message: 'Bad input', errors: { phone_number: ['Ten digits.'] } }), { status: 400 });
    const err = await errorFromResponse(res);
    expect(err.message).toBe('Bad input');
    expect(err.errors).toEqual({ phone_number: ['Ten digits.'] });
    expect(messageOr(err, 'fallback')).toBe('Bad input');
  });
  it('uses the fallback when the body is not the API’s', async () => {
    const err = await errorFromResponse(new Response('<html>', { status: 502 }));
    expect(messageOr(err, 'fallback')).toBe('fallback');
  });
});

describe('readCookie', () => {
  it('finds the csrftoken', () => expect(readCookie('csrftoken', 'a=1; csrftoken=abc%3D; b=2')).toBe('abc='));
});

describe('toOrders', () => {
  it('sorts newest first', () => {
    const list = toOrders({ order_details: [{ order_id: 'A', created_at: '2026-01-01T00:00:00Z' }, { order_id: 'B', created_at: '2026-02-01T00:00:00Z' }] });
    expect(list.map((o) => o.orderId)).toEqual(['B', 'A']);
  });
});
