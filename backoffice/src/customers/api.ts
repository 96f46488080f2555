/** A customer's own call, on the typed client (`api/client.ts`). */
import { answer, office } from '../api/client';
import type { ResetLink } from '../types';

/** `POST /api/office/customers/{id}/reset-link`: a one-time link to set a new password (e-mailed, and to copy). */
export const sendResetLink = (customerId: number | string): Promise<ResetLink> =>
    answer(office.POST('/api/office/customers/{customer_id}/reset-link', { params: { path: { customer_id: Number(customerId) } } }));
