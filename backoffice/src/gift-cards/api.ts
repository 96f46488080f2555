/** Gift cards' liability for Accounts, on the typed client (`api/client.ts`). */
import { answer, office } from '../api/client';
import type { components } from '../api/schema.gen';

export type Liability = components['schemas']['LiabilityOut'];

/** `GET /api/office/gift-card-liability`: sold, spent, expired and outstanding over IST days (at most a year). */
export const getLiability = (start: string, end: string): Promise<Liability> =>
    answer(office.GET('/api/office/gift-card-liability', { params: { query: { start, end } } }));
