/** A customer's own call, on the typed client (`api/client.ts`). */
import { answer, office } from '../api/client';
import type { components } from '../api/schema.gen';
import type { ResetLink } from '../types';

/** `POST /api/office/customers/{id}/reset-link`: a one-time link to set a new password (e-mailed, and to copy). */
export const sendResetLink = (customerId: number | string): Promise<ResetLink> =>
    answer(office.POST('/api/office/customers/{customer_id}/reset-link', { params: { path: { customer_id: Number(customerId) } } }));

export type StoreCredit = components['schemas']['StoreCreditOut'];

/** `GET /api/office/customers/{id}/store-credit`: the balance and its latest moves (newest first). */
export const readStoreCredit = (customerId: number | string): Promise<StoreCredit> =>
    answer(office.GET('/api/office/customers/{customer_id}/store-credit', { params: { path: { customer_id: Number(customerId) }, query: { offset: 0, limit: 20 } } }));

/** `POST /api/office/customers/{id}/store-credit`: the shop's credit with the reason the customer reads (audited). */
export const grantStoreCredit = (customerId: number | string, amount: string, reason: string): Promise<StoreCredit> =>
    answer(office.POST('/api/office/customers/{customer_id}/store-credit', { params: { path: { customer_id: Number(customerId) } }, body: { amount, reason } }));
