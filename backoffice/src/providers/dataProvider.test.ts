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

    it('sends a new testimonial photo as a data URL', async () => {
        document.cookie = 'csrftoken=abc';
        const fetchMock = vi.fn(() => answer(201, { id: 3, name: 'Meera' }));
        vi.stubGlobal('fetch', fetchMock);
        const rawFile = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
        await dataProvider.create('testimonials', { data: { name: 'Meera', message: 'Hi', photo: { rawFile, src: 'blob:x' } } });
        expect(JSON.parse(String(sent(fetchMock)[1].body)).photo).toMatch(/^data:image\/png;base64,/);
    });

    it('leaves an untouched photo out of an update', async () => {
        document.cookie = 'csrftoken=abc';
        const fetchMock = vi.fn(() => answer(200, { id: 3 }));
        vi.stubGlobal('fetch', fetchMock);
        await dataProvider.update('testimonials', {
            id: 3,
            data: { name: 'Meera', approved: false, photo: { src: '/media/x.png', title: 'Current photo' } },
            previousData: { id: 3 },
        });
        expect(JSON.parse(String(sent(fetchMock)[1].body))).toEqual({ name: 'Meera', approved: false });
    });

    it('reads the summary and fails a missing design with the server message', async () => {
        vi.stubGlobal('fetch', vi.fn((request: Request) =>
            new URL(request.url).pathname === '/api/office/summary/'
                ? answer(200, { total_paid: 10.5, total_due: 3 })
                : answer(404, { message: 'This order has no back design.', errors: {} }),
        ));
        expect(await dataProvider.getSummary()).toMatchObject({ total_paid: 10.5, total_due: 3 });
        await expect(dataProvider.getDesign('RZ-1', 'back')).rejects.toThrow('This order has no back design.');
    });

    it("reads the health check's 503 body (tasks wait, no worker alive) as an answer, not an error", async () => {
        const stuck = { ok: false, queue: { waiting: 12, oldest_waiting_seconds: 420, deferred: 0, failed: 0 }, workers: { alive: 0 } };
        vi.stubGlobal('fetch', vi.fn(() => answer(503, stuck)));
        expect(await dataProvider.getHealth()).toEqual(stuck);
    });

    it('starts a background export with POST /api/office/exports (typed client, CSRF) and reads it back by id', async () => {
        document.cookie = 'csrftoken=abc';
        const fetchMock = vi.fn((_request: Request) => answer(202, { id: 'j 1', status: 'queued' }));
        vi.stubGlobal('fetch', fetchMock);
        expect(await dataProvider.startExport({ level: 'packs', order_ids: ['RZ-1'] })).toMatchObject({ id: 'j 1' });
        const request = fetchMock.mock.calls[0]![0];
        expect([new URL(request.url).pathname, request.method, request.credentials]).toEqual(['/api/office/exports', 'POST', 'include']);
        expect(await request.json()).toEqual({ level: 'packs', order_ids: ['RZ-1'] });
        expect(request.headers.get('X-CSRFToken')).toBe('abc');
        await dataProvider.getExport('j 1');
        expect(new URL(fetchMock.mock.calls[1]![0].url).pathname).toBe('/api/office/exports/j%201');
    });

    it("builds a download's address in one place, the order id escaped", () => {
        expect(orderFileUrl('RZ-1', 'invoice.pdf')).toBe('/api/office/orders/RZ-1/invoice.pdf');
        expect(orderFileUrl('RZ-1/..?x', 'pack.zip')).toBe('/api/office/orders/RZ-1%2F..%3Fx/pack.zip');
    });
});
