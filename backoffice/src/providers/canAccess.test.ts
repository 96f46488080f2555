import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider, clearIdentityCache } from './authProvider';

const me = (permissions: string[], role: string | null = 'support') =>
    vi.fn((_request: Request) =>
        Promise.resolve(
            new Response(JSON.stringify({ authenticated: true, is_staff: true, phone_number: '9000000004', name: 'S', role, permissions }), {
                status: 200,
                headers: { 'Content-Type': 'application/json' },
            }),
        ),
    );

const SUPPORT = ['view_orders', 'view_customers', 'add_notes', 'export_orders'];

describe('authProvider.canAccess', () => {
    beforeEach(() => clearIdentityCache());
    afterEach(() => vi.unstubAllGlobals());

    it("answers from /api/me/'s permissions: Support reads and exports orders, changes no status", async () => {
        vi.stubGlobal('fetch', me(SUPPORT));
        const can = (resource: string, action: string) => authProvider.canAccess!({ resource, action });
        expect(await can('orders', 'list')).toBe(true);
        expect(await can('orders', 'show')).toBe(true);
        expect(await can('orders', 'export')).toBe(true);
        expect(await can('orders', 'note')).toBe(true);
        expect(await can('board', 'list')).toBe(true);
        expect(await can('orders', 'status')).toBe(false);
        expect(await can('orders', 'payment')).toBe(false);
        expect(await can('orders', 'edit')).toBe(false);
        expect(await can('board', 'drag')).toBe(false);
        expect(await can('admins', 'list')).toBe(false);
        expect(await can('dashboard', 'list')).toBe(false);
        expect(await can('customers', 'edit')).toBe(false);
    });

    it('reads /api/me/ once for many questions, and again after log-out', async () => {
        const fetchMock = me(SUPPORT);
        vi.stubGlobal('fetch', fetchMock);
        await Promise.all(['orders', 'customers', 'admins'].map(resource => authProvider.canAccess!({ resource, action: 'list' })));
        expect(fetchMock.mock.calls.filter(([request]) => new URL(request.url).pathname === '/api/me/')).toHaveLength(1);
        clearIdentityCache();
        await authProvider.canAccess!({ resource: 'orders', action: 'list' });
        expect(fetchMock.mock.calls.filter(([request]) => new URL(request.url).pathname === '/api/me/')).toHaveLength(2);
    });

    it('refuses everything to a member without permissions and to an unknown resource or action', async () => {
        vi.stubGlobal('fetch', me([], null));
        expect(await authProvider.canAccess!({ resource: 'orders', action: 'list' })).toBe(false);
        clearIdentityCache();
        vi.stubGlobal('fetch', me(['view_orders']));
        expect(await authProvider.canAccess!({ resource: 'orders', action: 'fly' })).toBe(false);
        expect(await authProvider.canAccess!({ resource: 'rockets', action: 'list' })).toBe(false);
    });

    it('gives the permissions to getPermissions and the role to getIdentity', async () => {
        vi.stubGlobal('fetch', me(['print_files'], 'print_floor'));
        expect(await authProvider.getPermissions!({})).toEqual(['print_files']);
        expect(await authProvider.getIdentity!()).toMatchObject({ role: 'print_floor' });
    });
});
