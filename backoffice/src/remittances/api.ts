/** Couriers' COD remittance files and what couriers owe, on the typed client (`api/client.ts`). */
import { answer, fileToDataUrl, office } from '../api/client';
import type { CodAgeingRow, CodMissingParcel, RemittanceCourier, RemittanceDetail, RemittanceFile, RemittanceLine } from '../types';

export type LineGroup = 'exact' | 'short' | 'unknown' | 'duplicate';
export const PAGE = 25;
const byFile = (id: string) => ({ file_id: id });

export const getCouriers = (): Promise<RemittanceCourier[]> => answer(office.GET('/api/office/remittance-couriers'));

/** `GET /api/office/remittances`: the latest 20 files, newest first. */
export const getRemittances = (): Promise<RemittanceFile[]> =>
    answer(office.GET('/api/office/remittances', { params: { query: { range: '[0,19]' } } }));

/** `POST /api/office/remittances`: read in the background (the same file again: the one uploaded before). */
export const uploadRemittance = async (courierId: number, file: File): Promise<RemittanceDetail> =>
    answer(
        office.POST('/api/office/remittances', {
            body: { courier_id: courierId, file_name: file.name, content: await fileToDataUrl(file) },
        }),
    );

export const getRemittance = (id: string): Promise<RemittanceDetail> =>
    answer(office.GET('/api/office/remittances/{file_id}', { params: { path: byFile(id) } }));

export const getLines = (id: string, group: LineGroup, offset: number): Promise<RemittanceLine[]> =>
    answer(office.GET('/api/office/remittances/{file_id}/lines', { params: { path: byFile(id), query: { group, offset, limit: PAGE } } }));

export const getMissing = (id: string, offset: number): Promise<CodMissingParcel[]> =>
    answer(office.GET('/api/office/remittances/{file_id}/missing', { params: { path: byFile(id), query: { offset, limit: PAGE } } }));

/** `POST .../bank-match`: look for the file's UTRs on the bank statements again. */
export const matchBank = (id: string): Promise<RemittanceDetail> =>
    answer(office.POST('/api/office/remittances/{file_id}/bank-match', { params: { path: byFile(id) } }));

export const getCodAgeing = (): Promise<CodAgeingRow[]> => answer(office.GET('/api/office/cod-ageing'));
