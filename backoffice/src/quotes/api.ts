/** A quote's steps, on the typed client (`api/client.ts`). */
import { answer, office } from '../api/client';
import type { Quote } from './types';

const byPk = (pk: number) => ({ params: { path: { pk } } });

/** `POST /api/office/quotes/{pk}/send` or `/revise`: the draft sent (PDF, e-mail), or a new draft revision. */
export const quoteStep = (id: number, step: 'send' | 'revise'): Promise<Quote> =>
    step === 'send'
        ? answer(office.POST('/api/office/quotes/{pk}/send', byPk(id)))
        : answer(office.POST('/api/office/quotes/{pk}/revise', byPk(id)));
