/** A return's steps and the list's counts, on the typed client (`api/client.ts`). */
import { answer, office } from '../api/client';
import type { components } from '../api/schema.gen';
import type { ReturnCounts, ReturnDetail, ReturnStep, StepBodies } from './types';

const byPk = (pk: number) => ({ params: { path: { pk } } });

/** Each step of a return at its own path (`picked_up` is `picked-up`); the answer is the return after it. */
const RETURN_STEPS: { [S in ReturnStep]: (pk: number, body: StepBodies[S]) => Promise<ReturnDetail> } = {
    approve: (pk, body) => answer(office.POST('/api/office/returns/{pk}/approve', { ...byPk(pk), body })),
    reject: (pk, body) => answer(office.POST('/api/office/returns/{pk}/reject', { ...byPk(pk), body })),
    picked_up: (pk, body) => answer(office.POST('/api/office/returns/{pk}/picked-up', { ...byPk(pk), body })),
    receive: (pk, body) => answer(office.POST('/api/office/returns/{pk}/receive', { ...byPk(pk), body })),
    refund: (pk, body) => answer(office.POST('/api/office/returns/{pk}/refund', { ...byPk(pk), body })),
    exchange: (pk, body) => answer(office.POST('/api/office/returns/{pk}/exchange', { ...byPk(pk), body })),
};

/** `GET /api/office/returns/counts`: returns per status (maintained), for the list's tabs. */
export const getReturnCounts = (): Promise<ReturnCounts> => answer(office.GET('/api/office/returns/counts'));

/** `POST /api/office/returns/{id}/{step}`: one step of a return; the answer is its detail after. */
export const returnStep = <S extends ReturnStep>(id: number | string, step: S, body: StepBodies[S]): Promise<ReturnDetail> =>
    RETURN_STEPS[step](Number(id), body);

/** A refund to the original payment through the gateway, as the return, the timeline and the credit note show it. */
export type RefundState = components['schemas']['RefundStateOut'];

/** `POST /api/office/gateway-refunds/{pk}/retry`: ask the gateway again for a failed refund (Accounts; audited). */
export const refundRetry = (pk: number): Promise<RefundState> => answer(office.POST('/api/office/gateway-refunds/{pk}/retry', byPk(pk)));

/** `POST /api/office/gateway-refunds/{pk}/utr`: a failed refund paid by bank transfer instead, its UTR (audited). */
export const refundByUtr = (pk: number, utr: string): Promise<RefundState> =>
    answer(office.POST('/api/office/gateway-refunds/{pk}/utr', { ...byPk(pk), body: { utr } }));
