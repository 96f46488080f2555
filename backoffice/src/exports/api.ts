/** Background exports, on the typed client (`api/client.ts`). */
import { answer, office } from '../api/client';
import type { ExportJob, ExportStart } from '../types';

/** `POST /api/office/exports`: a background export (a spreadsheet, or production packs of the ticked orders) starts. */
export const startExport = (body: ExportStart): Promise<ExportJob> => answer(office.POST('/api/office/exports', { body }));

/** `GET /api/office/exports/{id}`: how far the worker is, and the file's address once done. */
export const getExport = (id: string): Promise<ExportJob> =>
    answer(office.GET('/api/office/exports/{job_id}', { params: { path: { job_id: id } } }));
