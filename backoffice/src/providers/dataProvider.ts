import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import { httpClient } from '../api/client';

const rest = simpleRestProvider('/api/office', httpClient);

/**
 * A long list's total is not counted on the server (`Content-Range: orders 0-24/*`: more rows than
 * it counts, issue 12). ra-data-simple-rest reads that total as NaN; react-admin's partial
 * pagination (pageInfo) takes its place, so the list still pages forwards and back.
 */
const getList = async (resource: string, params: GetListParams): Promise<GetListResult> => {
    const result = await rest.getList(resource, params);
    if (result.total !== undefined && !Number.isNaN(result.total)) return result;
    const page = params.pagination?.page ?? 1;
    return { data: result.data, pageInfo: { hasPreviousPage: page > 1, hasNextPage: true } };
};

/**
 * react-admin's verbs over `/api/office/<resource>` (ra-data-simple-rest, Content-Range paging) and
 * nothing about any one resource: the shop's other calls are each resource folder's `api.ts`, on the
 * typed client (`api/client.ts`); a form that sends something else than it holds says so in its own
 * `transform` (a testimonial's photo).
 */
export const dataProvider: DataProvider = { ...rest, getList };
