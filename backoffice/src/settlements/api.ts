/** The payment gateway's settlements, on the typed client (`api/client.ts`). */
import { answer, fileToDataUrl, office } from '../api/client';
import type { SettlementLine, SettlementMismatch, SettlementReport } from '../types';

/** `POST /api/office/settlement-reports` `{file_name, content}`: refused at once without the report's columns, else read in the background. */
export const uploadSettlementReport = async (file: File): Promise<SettlementReport> =>
    answer(office.POST('/api/office/settlement-reports', { body: { file_name: file.name, content: await fileToDataUrl(file) } }));

export const getSettlementReport = (id: string): Promise<SettlementReport> =>
    answer(office.GET('/api/office/settlement-reports/{report_id}', { params: { path: { report_id: id } } }));

/** `GET /api/office/settlements/{pk}/lines`: a settlement's lines in the file's order. */
export const getSettlementLines = (pk: number): Promise<SettlementLine[]> =>
    answer(office.GET('/api/office/settlements/{pk}/lines', { params: { path: { pk }, query: { limit: 100 } } }));

/** `GET /api/office/settlements/mismatches`: each mismatch with its reason. */
export const getSettlementMismatches = (): Promise<SettlementMismatch[]> =>
    answer(office.GET('/api/office/settlements/mismatches', { params: { query: { limit: 100 } } }));
