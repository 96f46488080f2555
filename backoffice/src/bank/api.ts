/** Bank statements and their UPI credits, on the typed client (`api/client.ts`). */
import { answer, fileToDataUrl, office } from '../api/client';
import type { BankColumns, BankCredit, BankStatement, ConfirmResult, UnpaidUpiOrder } from '../types';

const byStatement = (id: string) => ({ path: { statement_id: id } });

/** `GET /api/office/bank/statements`: the latest uploads, newest first. */
export const getStatements = (): Promise<BankStatement[]> => answer(office.GET('/api/office/bank/statements'));

/** `POST /api/office/bank/statements` `{bank, file_name, content}`: read in the background. */
export const uploadStatement = async (bank: string, file: File): Promise<BankStatement> =>
    answer(office.POST('/api/office/bank/statements', { body: { bank, file_name: file.name, content: await fileToDataUrl(file) } }));

export const getStatement = (id: string): Promise<BankStatement> =>
    answer(office.GET('/api/office/bank/statements/{statement_id}', { params: byStatement(id) }));

/** `PUT /api/office/bank/statements/{id}/columns`: remembered for the bank; the file is read again. */
export const mapStatementColumns = (id: string, columns: BankColumns): Promise<BankStatement> =>
    answer(office.PUT('/api/office/bank/statements/{statement_id}/columns', { params: byStatement(id), body: columns }));

export const getStatementCredits = (id: string): Promise<BankCredit[]> =>
    answer(office.GET('/api/office/bank/statements/{statement_id}/credits', { params: { ...byStatement(id), query: { limit: 100 } } }));

/**
 * `POST /api/office/bank/confirm` `{credit_ids, order_id?}`: each proposal (or, for one credit whose UTR
 * several orders gave, the order chosen among them) is checked again and marks its order paid, a result each.
 */
export const confirmCredits = (creditIds: number[], orderId?: string): Promise<ConfirmResult[]> =>
    answer(office.POST('/api/office/bank/confirm', { body: { credit_ids: creditIds, ...(orderId ? { order_id: orderId } : {}) } }));

export const getUnmatchedCredits = (): Promise<BankCredit[]> => answer(office.GET('/api/office/bank/unmatched-credits'));

export const getUnpaidUpiOrders = (days: number): Promise<UnpaidUpiOrder[]> =>
    answer(office.GET('/api/office/bank/unpaid-orders', { params: { query: { days } } }));
