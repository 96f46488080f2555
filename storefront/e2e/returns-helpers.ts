/** Returns walks: API sessions for a customer and the team, and a delivered order made the way the shop makes one. */
import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import { ADMIN } from './helpers';
import { CUSTOMER } from './studio-helpers';

export interface Session {
  api: APIRequestContext;
  /** the CSRF token of the logged-in session (it changes at log-in) */
  csrf: () => Promise<string>;
}

async function session(baseURL: string, path: '/api/login/' | '/api/adminlogin/', who: { phone: string; password: string }): Promise<Session> {
  const api = await playwrightRequest.newContext({ baseURL });
  const csrf = async () => ((await (await api.get('/api/csrf/')).json()) as { csrftoken: string }).csrftoken;
  const login = await api.post(path, { data: { phone_number: who.phone, password: who.password }, headers: { 'X-CSRFToken': await csrf() } });
  expect(login.ok(), await login.text()).toBeTruthy();
  return { api, csrf };
}

export const customerSession = (baseURL: string, who = CUSTOMER) => session(baseURL, '/api/login/', who);
export const staffSession = (baseURL: string) => session(baseURL, '/api/adminlogin/', ADMIN);

async function courierId(staff: Session, name: string): Promise<number> {
  const couriers = (await (await staff.api.get('/api/office/couriers?filter={"active":true}')).json()) as { id: number; name: string }[];
  return couriers.find((c) => c.name === name)!.id;
}

/** The team takes an order through confirm, shipped (hand delivery) and delivered; a COD order is marked paid on delivery. */
export async function deliver(staff: Session, orderId: string, { paid = true } = {}): Promise<void> {
  const headers = { 'X-CSRFToken': await staff.csrf() };
  expect((await staff.api.patch('/api/order/status/', { data: { order_id: orderId, status: 'confirm' }, headers })).ok()).toBeTruthy();
  const shipped = await staff.api.post(`/api/office/orders/${orderId}/ship`, { data: { courier_id: await courierId(staff, 'Hand delivery') }, headers });
  expect(shipped.ok(), await shipped.text()).toBeTruthy();
  expect((await staff.api.patch('/api/order/status/', { data: { order_id: orderId, status: 'delivered' }, headers })).ok()).toBeTruthy();
  if (paid) expect((await staff.api.patch('/api/paymentupdate/', { data: { order_id: orderId, payment_status: 'paid' }, headers })).ok()).toBeTruthy();
}

/** A catalogue order from the bag (cash on delivery unless told), delivered today. */
export async function deliveredCatalogueOrder(
  customer: Session,
  staff: Session,
  items: { catalogue_item_id: number; size: string; quantity: number }[],
  payment: { payment_method: 'cod' } | { payment_method: 'upi'; upi_reference: string } = { payment_method: 'cod' },
): Promise<string> {
  const placed = await customer.api.post('/api/orders/checkout/', {
    data: { items, ...payment },
    headers: { 'X-CSRFToken': await customer.csrf(), 'Idempotency-Key': `returns-${Date.now()}-${Math.random()}` },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { order_id: string }).order_id;
  await deliver(staff, orderId);
  return orderId;
}

/** A custom-printed T-shirt from the studio's ordering call (a front PNG), delivered today. */
export async function deliveredCustomOrder(customer: Session, staff: Session, front: Buffer): Promise<string> {
  const placed = await customer.api.post('/api/orders/', {
    headers: { 'X-CSRFToken': await customer.csrf(), 'Idempotency-Key': `returns-custom-${Date.now()}` },
    multipart: {
      product: 'tshirts',
      sleeve: 'Half Sleeve',
      color: 'Black',
      sizes: JSON.stringify([{ size: 'M', quantity: 1 }]),
      instructions: '',
      payment_method: 'cod',
      code: '',
      front: { name: 'front.png', mimeType: 'image/png', buffer: front },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { order_id: string }).order_id;
  await deliver(staff, orderId);
  return orderId;
}
