/** Browser-side calls: same-origin `/api/...` (rewritten to Django), session cookie and CSRF header. */
import { ApiError, NETWORK_MESSAGE, errorFromResponse } from './errors';
import { mapList, toCustomer, toLoginResult, toMe, toOrders, toProductType } from './mappers';
import type { Address, BulkEnquiry, Customer, LoginResult, Me, Order, ProductType, RegisterInput } from './types';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export function readCookie(name: string, cookieString: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  for (const part of cookieString.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

let csrfPromise: Promise<string> | null = null;

/** The CSRF token: from the cookie when present, else fetched once from `/api/csrf/`. */
export async function csrfToken(): Promise<string> {
  const fromCookie = readCookie('csrftoken');
  if (fromCookie) return fromCookie;
  csrfPromise ??= (async () => {
    const response = await fetch('/api/csrf/', { credentials: 'include', headers: { Accept: 'application/json' } });
    if (!response.ok) throw await errorFromResponse(response);
    const body = (await response.json()) as { csrftoken?: string };
    return readCookie('csrftoken') ?? body.csrftoken ?? '';
  })().finally(() => {
    csrfPromise = null;
  });
  return csrfPromise;
}

export async function request<T = unknown>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    if (method !== 'GET') headers['X-CSRFToken'] = await csrfToken();
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(NETWORK_MESSAGE, 0);
  }
  if (!response.ok) throw await errorFromResponse(response);
  if (response.status === 204) return undefined as T;
  try {
    return (await response.json()) as T;
  } catch {
    return undefined as T;
  }
}

type Raw = Record<string, unknown>;
const q = (phone: string) => `phone_number=${encodeURIComponent(phone)}`;

export const api = {
  ping: () => request('GET', '/api/'),
  me: async (): Promise<Me> => toMe(await request<Raw>('GET', '/api/me/')),
  login: async (phone_number: string, password: string): Promise<LoginResult> =>
    toLoginResult(await request<Raw>('POST', '/api/login/', { phone_number, password })),
  adminLogin: async (phone_number: string, password: string): Promise<LoginResult> =>
    toLoginResult(await request<Raw>('POST', '/api/adminlogin/', { phone_number, password })),
  logout: () => request('POST', '/api/logout/'),
  register: async (input: RegisterInput): Promise<string> => {
    const body = await request<Raw | undefined>('POST', '/api/register/', input);
    return typeof body?.message === 'string' ? body.message : 'Registration successful!';
  },
  customer: async (phone: string): Promise<Customer> => toCustomer(await request<Raw>('GET', `/api/customerdata/?${q(phone)}`)),
  orders: async (phone: string): Promise<Order[]> => toOrders(await request<Raw>('GET', `/api/order/customerlist/?${q(phone)}`)),
  editAddress: async (phone: string, address: Address): Promise<Address> => {
    const body = await request<Raw | undefined>('PATCH', '/api/addressedit/', {
      phone_number: phone,
      area: address.area,
      landmark: address.landmark,
      city: address.city,
      state: address.state,
      pin_code: address.pinCode,
    });
    // The answer echoes the saved address; fall back to what was sent when it does not.
    if (body && typeof body.area === 'string') {
      const saved = toCustomer({ ...body });
      return { area: saved.area, landmark: saved.landmark, city: saved.city, state: saved.state, pinCode: saved.pinCode };
    }
    return address;
  },
  message: async (input: { name: string; email: string; message: string }): Promise<string> => {
    const body = await request<Raw | undefined>('POST', '/api/message/', input);
    return typeof body?.message === 'string' ? body.message : 'Message sent successfully!';
  },
  newsletter: async (email: string): Promise<string> => {
    const body = await request<Raw | undefined>('POST', '/api/newsletter/', { email });
    return typeof body?.message === 'string' ? body.message : 'Thank you for signing up!';
  },
  bulk: async (input: BulkEnquiry): Promise<string> => {
    const body = await request<Raw | undefined>('POST', '/api/bulk/', input);
    return typeof body?.message === 'string' ? body.message : 'Thank you! Our team will call you within one working day.';
  },
  productTypes: async (): Promise<ProductType[]> => mapList(await request('GET', '/api/catalogue/product-types/'), toProductType),
};
