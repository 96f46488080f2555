import { HttpError, type AuthProvider } from 'react-admin';
import { answer, ensureCsrfToken, office } from '../api/client';
import { errorText } from './errors';
import { PHONE_MESSAGE, isValidPhone } from '../common/phone';
import type { Me } from '../types';
import { allows } from '../access/rules';

/** SPEC section 8: 'Team login failed: ' followed by the server message. */
export const LOGIN_FAILED = 'Team login failed:';

export interface LoginParams {
    phone_number: string;
    password: string;
}

/**
 * The member's identity and permissions, read once and kept: every canAccess asks it, so menus,
 * routes and buttons must not each cost a call. Read again after log-in, log-out, a refusal (the
 * owner may have changed the role) and after a minute.
 */
let meCache: { at: number; value: Promise<Me> } | null = null;
const ME_TTL_MS = 60_000;

const ANONYMOUS: Me = { authenticated: false, phone_number: null, name: null, is_staff: false, role: null, permissions: [] };

const fetchMe = (): Promise<Me> => {
    if (meCache && Date.now() - meCache.at < ME_TTL_MS) return meCache.value;
    const value = office.GET('/api/me/').then(({ data, response }) => (response.ok && data ? data : ANONYMOUS));
    meCache = { at: Date.now(), value };
    value.catch(() => {
        meCache = null;
    });
    return value;
};

export const clearIdentityCache = () => {
    meCache = null;
};

/** Session log-in through the shop's admin log-in call; identity from /api/me/. */
export const authProvider: AuthProvider = {
    login: async ({ phone_number, password }: LoginParams) => {
        if (!isValidPhone(phone_number)) throw new Error(PHONE_MESSAGE);
        clearIdentityCache();
        // a fresh token: the one of a session that ended is refused
        await ensureCsrfToken(true);
        try {
            await answer(office.POST('/api/adminlogin/', { body: { phone_number, password } }));
        } catch (error) {
            if (error instanceof HttpError) throw new Error(errorText(error, LOGIN_FAILED));
            throw new Error(`${LOGIN_FAILED} the server could not be reached.`);
        }
        // The session was rotated at log-in: fetch a fresh CSRF token for it.
        await ensureCsrfToken(true);
    },
    logout: async () => {
        clearIdentityCache();
        try {
            await ensureCsrfToken(true);
            await office.POST('/api/logout/');
        } catch {
            /* already gone */
        }
    },
    checkAuth: async () => {
        const me = await fetchMe();
        if (!me.authenticated || !me.is_staff) {
            clearIdentityCache();
            throw new Error('Please log in with a team account.');
        }
    },
    checkError: async (error: { status?: number }) => {
        // 401: the session ended (logged out, switched off). 403: the role does not allow that
        // call; the member stays logged in, and the permissions are read again (maybe changed).
        if (error?.status === 401) {
            clearIdentityCache();
            throw new Error('Your session has ended. Please log in again.');
        }
        if (error?.status === 403) clearIdentityCache();
    },
    getIdentity: async () => {
        const me = await fetchMe();
        return { id: me.phone_number ?? 'staff', fullName: me.name ?? me.phone_number ?? 'Team member', role: me.role ?? null };
    },
    /** The permission codenames of `/api/me/` (a superuser has them all). */
    getPermissions: async () => (await fetchMe()).permissions ?? [],
    /** What the member may see: `access/rules.ts` read against their permissions. */
    canAccess: async ({ resource, action }: { resource: string; action: string }) =>
        allows((await fetchMe()).permissions ?? [], resource, action),
};
