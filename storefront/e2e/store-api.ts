/** The campaign store walks' API sessions: the desk's, and new customers registered and logged in. */
import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import { randomPhone } from './helpers';

export const PASSWORD = 'Sunset#Kurta2026';
export const ADDRESS = { area: '12 Hill Road', landmark: 'Near the chapel', city: 'Pune', state: 'Maharashtra', pin_code: '411001' };
// a 1 x 1 PNG: the studio keeps the picture it is sent as the design's preview
export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export interface Api {
  api: APIRequestContext;
  csrf: () => Promise<string>;
}

export async function session(baseURL: string, path: '/api/login/' | '/api/adminlogin/', phone: string, password: string): Promise<Api> {
  const api = await playwrightRequest.newContext({ baseURL });
  const csrf = async () => ((await (await api.get('/api/csrf/')).json()) as { csrftoken: string }).csrftoken;
  const login = await api.post(path, { data: { phone_number: phone, password }, headers: { 'X-CSRFToken': await csrf() } });
  expect(login.ok(), await login.text()).toBeTruthy();
  return { api, csrf };
}

/** A new customer account, logged in. */
export async function customer(baseURL: string, name: string, mailbox = 's'): Promise<Api & { phone: string }> {
  const api = await playwrightRequest.newContext({ baseURL });
  const csrf = async () => ((await (await api.get('/api/csrf/')).json()) as { csrftoken: string }).csrftoken;
  const phone = randomPhone();
  const registered = await api.post('/api/register/', {
    data: { phone_number: phone, password: PASSWORD, confirm_password: PASSWORD, name, email: `${mailbox}${phone}@example.com`, ...ADDRESS },
    headers: { 'X-CSRFToken': await csrf() },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await api.dispose();
  return { ...(await session(baseURL, '/api/login/', phone, PASSWORD)), phone };
}
