import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from './authProvider';

const path = (request: Request) => new URL(request.url).pathname;

const json = (status: number, body: unknown) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('authProvider', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('gets a CSRF token, then logs in through /api/adminlogin/ with it', async () => {
        const fetchMock = vi.fn((request: Request) => {
            if (path(request) === '/api/csrf/') {
                document.cookie = 'csrftoken=tok123';
                return json(200, { csrftoken: 'tok123' });
            }
            return json(200, { login_id: '1', message: 'Login successful.' });
        });
        vi.stubGlobal('fetch', fetchMock);
        await authProvider.login({ phone_number: '9000000001', password: 'Rangrez@Admin1' });
        const [login] = fetchMock.mock.calls.find(([request]) => path(request) === '/api/adminlogin/')!;
        expect(login.method).toBe('POST');
        expect(login.headers.get('X-CSRFToken')).toBe('tok123');
        expect(await login.json()).toEqual({ phone_number: '9000000001', password: 'Rangrez@Admin1' });
    });

    it("prefixes the server's message with 'Team login failed: '", async () => {
        vi.stubGlobal(
            'fetch',
            vi.fn((request: Request) =>
                path(request) === '/api/csrf/' ? json(200, { csrftoken: 't' }) : json(403, { message: 'This account is not on the admin team.', errors: {} }),
            ),
        );
        await expect(authProvider.login({ phone_number: '9876543210', password: 'x' })).rejects.toThrow(
            'Team login failed: This account is not on the admin team.',
        );
    });

    it('rejects checkAuth for a customer session; logs out on 401, not on 403 (a refusal)', async () => {
        vi.stubGlobal('fetch', vi.fn(() => json(200, { authenticated: true, is_staff: false, phone_number: '9876543210', name: 'P' })));
        await expect(authProvider.checkAuth({})).rejects.toThrow();
        await expect(authProvider.checkError({ status: 401 })).rejects.toThrow();
        await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
        await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    });
});
