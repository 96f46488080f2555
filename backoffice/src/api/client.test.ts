import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { answer as read, fieldErrors, httpClient, office } from './client';
import { getSummary } from '../providers/useSummary';

const answer = (status: number, body: unknown) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('the one client', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('reads the summary and fails a missing design with the server message', async () => {
        vi.stubGlobal('fetch', vi.fn((request: Request) =>
            new URL(request.url).pathname === '/api/office/summary/'
                ? answer(200, { total_paid: 10.5, total_due: 3 })
                : answer(404, { message: 'This order has no back design.', errors: {} }),
        ));
        expect(await getSummary()).toMatchObject({ total_paid: 10.5, total_due: 3 });
        await expect(read(office.GET('/api/orders/{order_id}/design/{side}/', { params: { path: { order_id: 'RZ-1', side: 'back' } }, parseAs: 'blob' }))).rejects.toThrow('This order has no back design.');
    });

    it('starts a background export with POST /api/office/exports (session cookie, CSRF) and reads it back by id', async () => {
        document.cookie = 'csrftoken=abc';
        const fetchMock = vi.fn((_request: Request) => answer(202, { id: 'j 1', status: 'queued' }));
        vi.stubGlobal('fetch', fetchMock);
        expect(await read(office.POST('/api/office/exports', { body: { level: 'packs', order_ids: ['RZ-1'] } }))).toMatchObject({ id: 'j 1' });
        const request = fetchMock.mock.calls[0]![0];
        expect([new URL(request.url).pathname, request.method, request.credentials]).toEqual(['/api/office/exports', 'POST', 'include']);
        expect(await request.json()).toEqual({ level: 'packs', order_ids: ['RZ-1'] });
        expect(request.headers.get('X-CSRFToken')).toBe('abc');
        await read(office.GET('/api/office/exports/{job_id}', { params: { path: { job_id: 'j 1' } } }));
        expect(new URL(fetchMock.mock.calls[1]![0].url).pathname).toBe('/api/office/exports/j%201');
    });

    it("asks for a CSRF token when the cookie is missing, and both doors send it", async () => {
        const fetchMock = vi.fn((input: Request | string) => {
            const path = new URL(typeof input === 'string' ? input : input.url, 'http://localhost').pathname;
            if (path === '/api/csrf/') {
                document.cookie = 'csrftoken=fresh';
                return answer(200, { csrftoken: 'fresh' });
            }
            return answer(200, { id: 1 });
        });
        vi.stubGlobal('fetch', fetchMock);
        await read(office.POST('/api/logout/'));
        await httpClient('/api/office/admins/1', { method: 'PUT', body: '{}' });
        const typed = fetchMock.mock.calls[1]![0];
        expect(typeof typed === 'string' ? null : typed.headers.get('X-CSRFToken')).toBe('fresh');
        const rest = fetchMock.mock.calls[2] as unknown as [string, RequestInit];
        expect(new Headers(rest[1].headers).get('X-CSRFToken')).toBe('fresh');
    });

    it("reads the shop's error body the same way through both doors", async () => {
        document.cookie = 'csrftoken=abc';
        const body = { message: 'Check the shipment.', errors: { awb: ['Already used.', 'Too short.'] } };
        vi.stubGlobal('fetch', vi.fn(() => answer(400, body)));
        const typed = await read(office.POST('/api/office/orders/{order_id}/ship', { params: { path: { order_id: 'RZ-1' } }, body: { courier_id: 1, awb: 'x' } })).catch((error: unknown) => error);
        const rest = await httpClient('/api/office/orders/RZ-1', { method: 'PUT', body: '{}' }).catch((error: unknown) => error);
        for (const failure of [typed, rest]) {
            expect(failure).toBeInstanceOf(HttpError);
            expect((failure as HttpError).message).toBe('Check the shipment.');
            expect(fieldErrors(failure)).toEqual({ awb: 'Already used. Too short.' });
        }
    });
});
