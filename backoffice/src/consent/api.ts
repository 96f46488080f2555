/** Consent's calls, on the typed client (`api/client.ts`). */
import { answer, office } from '../api/client';
import type { ConsentCount } from '../types';

/** `GET /api/office/consent/counts`: each purpose of the notice with its counts. */
export const getConsentCounts = (): Promise<ConsentCount[]> => answer(office.GET('/api/office/consent/counts'));
