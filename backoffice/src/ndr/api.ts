/** The desk's calls on failed deliveries, on the typed client (`api/client.ts`). */
import { answer, office } from '../api/client';
import type { NdrActionIn, NdrCase, NdrCounts } from '../types';

/** `POST /api/office/ndr-cases/{pk}/action`: recorded, audited and handed to the courier (or left to send by hand). */
export const actOnNdrCase = (caseId: number, body: NdrActionIn): Promise<NdrCase> =>
    answer(office.POST('/api/office/ndr-cases/{pk}/action', { params: { path: { pk: caseId } }, body }));

/** `POST /api/office/ndr-cases/{pk}/actions/{action_id}/sent`: given to the courier by hand. */
export const markNdrActionSent = (caseId: number, actionId: number, reference: string): Promise<NdrCase> =>
    answer(
        office.POST('/api/office/ndr-cases/{pk}/actions/{action_id}/sent', {
            params: { path: { pk: caseId, action_id: actionId } },
            body: { reference },
        }),
    );

/** `GET /api/office/ndr-cases/counts`: live cases and the flagged among them. */
export const getNdrCounts = (): Promise<NdrCounts> => answer(office.GET('/api/office/ndr-cases/counts'));
