import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { dataProvider } from './dataProvider';
import { orderFileUrl } from './fileUrls';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }));

const sent = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls[0] as unknown as [string, RequestInit];

describe('dataProvider', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('lists a board column the ra-data-simple-rest way and reads Content-Range', async () => {
        const fetchMock = vi.fn(() => answer(200, [{ id: 'RZ-1' }], { 'Content-Range': 'orders 0-0/42' }));
        vi.stubGlobal('fetch', fetchMock);
        const result = await dataProvider.getList('orders', {
            pagination: { page: 1, perPage: 25 },
            sort: { field: 'created_at', order: 'DESC' },
            filter: { status: 'pending' },
        });
        expect(result.total).toBe(42);
        const url = decodeURIComponent(sent(fetchMock)[0]);
        expect(url).toContain('/api/office/orders?');
        expect(url).toContain('sort=["created_at","DESC"]');
        expect(url).toContain('range=[0,24]');
        expect(url).toContain('filter={"status":"pending"}');
    });

    it('pages a list the server did not count to the end (Content-Range .../*) with pageInfo', async () => {
        vi.stubGlobal('fetch', vi.fn(() => answer(200, [{ id: 'RZ-1' }], { 'Content-Range': 'orders 25-49/*' })));
        const result = await dataProvider.getList('orders', {
            pagination: { page: 2, perPage: 25 },
            sort: { field: 'created_at', order: 'DESC' },
            filter: { q: 'Khan' },
        });
        expect(result.total).toBeUndefined();
        expect(result.pageInfo).toEqual({ hasPreviousPage: true, hasNextPage: true });
        expect(result.data).toEqual([{ id: 'RZ-1' }]);
    });

    it('changes a status with PUT /api/office/orders/{order_id} and the CSRF header', async () => {
        document.cookie = 'csrftoken=abc';
        const fetchMock = vi.fn(() => answer(200, { id: 'RZ-1', status: 'shipped' }));
        vi.stubGlobal('fetch', fetchMock);
        await dataProvider.update('orders', { id: 'RZ-1', data: { status: 'shipped' }, previousData: { id: 'RZ-1' } });
        const [url, init] = sent(fetchMock);
        expect([url, init.method]).toEqual(['/api/office/orders/RZ-1', 'PUT']);
        expect(JSON.parse(String(init.body))).toEqual({ status: 'shipped' });
        expect(new Headers(init.headers).get('X-CSRFToken')).toBe('abc');
    });

    it("turns the shop's error body into an HttpError with the message and one text per field", async () => {
        document.cookie = 'csrftoken=abc';
        vi.stubGlobal('fetch', vi.fn(() =>
            answer(400, { message: 'This password is too short.', errors: { password: ['This password is too short.', 'This password is too common.'] } }),
        ));
        const failure = await dataProvider.create('admins', { data: { name: 'K' } }).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(HttpError);
        expect((failure as HttpError).message).toBe('This password is too short.');
        expect((failure as HttpError).status).toBe(400);
        expect((failure as HttpError).body.errors).toEqual({ password: 'This password is too short. This password is too common.' });
    });

    it("builds a download's address in one place, the order id escaped", () => {
        expect(orderFileUrl('RZ-1', 'invoice.pdf')).toBe('/api/office/orders/RZ-1/invoice.pdf');
        expect(orderFileUrl('RZ-1/..?x', 'pack.zip')).toBe('/api/office/orders/RZ-1%2F..%3Fx/pack.zip');
    });
});
