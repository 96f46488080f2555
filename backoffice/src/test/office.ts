/**
 * The shop as component tests see it: `stubOffice({'POST /api/office/orders/bulk': handler})` answers
 * the typed client's calls (`api/client.ts`) by method and path template, so a test goes through the
 * same client, CSRF header and error reading as the screen. A handler gets the path's parameters, the
 * query and the JSON body; what it returns is the answer (200), or `reply(status, body)`. Calls no
 * route names answer 404. Each test starts with DEFAULT_ROUTES (test/setup.ts).
 */
import { vi } from 'vitest';
import { makeCharts, makeSummary } from './render';

export type Call = { params: Record<string, string>; query: URLSearchParams; body: unknown; request: Request };
type Handler = (call: Call) => unknown;
export type Routes = Record<string, Handler>;

class Reply {
    constructor(
        readonly status: number,
        readonly body: unknown,
    ) {}
}

/** An answer other than 200: `reply(400, {message, errors})`. */
export const reply = (status: number, body: unknown) => new Reply(status, body);

export const DEFAULT_ROUTES: Routes = {
    'GET /api/office/summary/': () => makeSummary(),
    'GET /api/office/charts/': () => makeCharts(),
    'GET /api/health/': () => ({ ok: true }),
    'GET /api/office/store-figures': () => ({ open_stores: 0, closing_soon: 0, pieces: 0, collected: '0.00', under_minimum: 0, short: [] }),
    'GET /api/office/gift-card-liability': ({ query }) => ({
        start: query.get('start'), end: query.get('end'), opening: 0, sold: 0, spent: 0, expired: 0, outstanding: 0,
    }),
    'GET /api/office/orders/{order_id}/invoices': () => [],
    'GET /api/office/orders/{order_id}/notes': () => [],
    'GET /api/office/orders/{order_id}/ewaybill': () => ({
        needed: false,
        value: '1077.00',
        threshold: '50000.00',
        invoice_number: null,
        number: '',
        generated_at: null,
        valid_until: null,
        distance_km: null,
        transport_mode: '1',
        vehicle_number: '',
        no_number_reason: '',
        expiring: false,
    }),
    'GET /api/office/ticket-assignees': () => [],
    'GET /api/office/returns/counts': () => ({}),
};

const match = (template: string, path: string): Record<string, string> | null => {
    const names: string[] = [];
    const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
        names.push(name);
        return '([^/]+)';
    });
    const found = new RegExp(`^${pattern}$`).exec(path);
    return found ? Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)])) : null;
};

const respond = (value: unknown): Response => {
    const { status, body } = value instanceof Reply ? value : { status: 200, body: value };
    if (body instanceof Blob) return new Response(body, { status });
    return new Response(JSON.stringify(body ?? null), { status, headers: { 'Content-Type': 'application/json' } });
};

/** Answers the typed client's calls from `routes` (over the defaults); returns the fetch mock. */
export const stubOffice = (routes: Routes = {}) => {
    const all: Routes = { ...DEFAULT_ROUTES, ...routes };
    const fetchMock = vi.fn(async (input: Request | string, init?: RequestInit) => {
        const request = typeof input === 'string' ? new Request(new URL(input, 'http://localhost'), init) : input;
        const url = new URL(request.url);
        const text = await request.clone().text().catch(() => '');
        let body: unknown = text;
        try {
            body = text ? JSON.parse(text) : undefined;
        } catch {
            /* a form, not JSON */
        }
        for (const [key, handler] of Object.entries(all)) {
            const [method, template] = key.split(' ');
            const params = method === request.method ? match(template!, url.pathname) : null;
            if (params) return respond(await handler({ params, query: url.searchParams, body, request }));
        }
        return respond(reply(404, { message: `Not stubbed: ${request.method} ${url.pathname}`, errors: {} }));
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
};

/** The JSON body of a handler's last (or n-th) call. */
export const sentBody = (handler: { mock: { calls: unknown[][] } }, n = -1): unknown => {
    const call = handler.mock.calls.at(n)?.[0];
    return call && typeof call === 'object' && 'body' in call ? call.body : undefined;
};
