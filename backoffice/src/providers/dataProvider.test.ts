import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from './dataProvider';

const ok = (body: unknown, headers: Record<string, string> = {}) =>
    Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } }));

describe('dataProvider', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('lists a resource the ra-data-simple-rest way and reads Content-Range', async () => {
        const fetchMock = vi.fn(() => ok([{ id: 1 }], { 'Content-Range': 'testimonials 0-0/7' }));
        vi.stubGlobal('fetch', fetchMock);
        const result = await dataProvider.getList('testimonials', {
            pagination: { page: 1, perPage: 25 },
            sort: { field: 'created_at', order: 'DESC' },
            filter: { q: 'asha' },
        });
        expect(result.total).toBe(7);
        const url = decodeURIComponent(String((fetchMock.mock.calls[0] as unknown[])[0]));
        expect(url).toContain('/api/office/testimonials?');
        expect(url).toContain('sort=["created_at","DESC"]');
        expect(url).toContain('range=[0,24]');
        expect(url).toContain('filter={"q":"asha"}');
    });

    it('sends a new testimonial photo as a data URL with the CSRF header', async () => {
        document.cookie = 'csrftoken=abc';
        const fetchMock = vi.fn(() => ok({ id: 3, name: 'Meera' }));
        vi.stubGlobal('fetch', fetchMock);
        const rawFile = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
        await dataProvider.create('testimonials', { data: { name: 'Meera', message: 'Hi', photo: { rawFile, src: 'blob:x' } } });
        const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
        expect(JSON.parse(String(init.body)).photo).toMatch(/^data:image\/png;base64,/);
        expect(new Headers(init.headers).get('X-CSRFToken')).toBe('abc');
    });

    it('leaves an untouched photo out of an update', async () => {
        document.cookie = 'csrftoken=abc';
        const fetchMock = vi.fn(() => ok({ id: 3 }));
        vi.stubGlobal('fetch', fetchMock);
        await dataProvider.update('testimonials', {
            id: 3,
            data: { name: 'Meera', approved: false, photo: { src: '/media/x.png', title: 'Current photo' } },
            previousData: { id: 3 },
        });
        const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
        expect(JSON.parse(String(init.body))).toEqual({ name: 'Meera', approved: false });
    });

    it('reads a board column with its X-Total-Count', async () => {
        const fetchMock = vi.fn(() => ok([{ order_id: 'RZ-1' }], { 'X-Total-Count': '42' }));
        vi.stubGlobal('fetch', fetchMock);
        const page = await dataProvider.boardColumn('shipped', { limit: 20, offset: 40 });
        expect(page.total).toBe(42);
        expect((fetchMock.mock.calls[0] as unknown[])[0]).toBe('/api/shippedorders/?limit=20&offset=40');
    });
});
