import type { components } from '../api/schema.gen';

/**
 * A return (`docs/returns-api.md`): the office list's row and the page's detail. The statuses and
 * steps are read as the enums they are; the rest follows the generated schemas' field names.
 */
type Schemas = components['schemas'];

export type ReturnStatus = Schemas['ReturnStatus'];
/** The statuses in the list's tab order (every one of the document's, checked by tsc through the labels' Record). */
export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'picked_up', 'received', 'refunded', 'exchanged'] as const satisfies readonly ReturnStatus[];

export const RETURN_STATUS_LABEL: Record<ReturnStatus, string> = {
    requested: 'Requested',
    approved: 'Approved',
    rejected: 'Rejected',
    picked_up: 'Picked up',
    received: 'Received',
    refunded: 'Refunded',
    exchanged: 'Exchanged',
};

export const RETURN_STATUS_COLOR: Record<ReturnStatus, string> = {
    requested: '#e0a21b',
    approved: '#3469b7',
    rejected: '#c50404',
    picked_up: '#7b4fb0',
    received: '#0f77c0',
    refunded: '#2e7d32',
    exchanged: '#13afa2',
};

export type ReturnStep = Schemas['OfficeReturnOut']['actions'][number];

export type ReturnKind = Schemas['ReturnKind'];

/** A row of `GET /api/office/returns`. */
export type ReturnRow = Schemas['OfficeReturnRowOut'];

/** `GET /api/office/returns/{id}` (and every step's answer): the return, its order, what may be refunded, the steps allowed now. */
export type ReturnDetail = Schemas['OfficeReturnOut'];

/** A row of the accounts screen's Refunds table (`GET /api/office/refunds`). */
export type RefundRow = Schemas['OfficeRefundOut'];

/** `GET /api/office/returns/counts`: per status, and `all`. */
export type ReturnCounts = Schemas['OfficeReturnCountsOut'];

export type ApproveIn = Schemas['ApproveIn'];
export type RejectIn = Schemas['RejectIn'];
export type ReceiveIn = Schemas['ReceiveIn'];
export type RefundIn = Schemas['RefundIn'];

export interface StepBodies {
    approve: ApproveIn;
    reject: RejectIn;
    picked_up: Record<string, never>;
    receive: ReceiveIn;
    refund: RefundIn;
    exchange: Record<string, never>;
}
