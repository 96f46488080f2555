/** The quotes' names for what the API sends and takes (aliases of the generated OpenAPI types). */
import type { components } from '../api/schema.gen';

type Schemas = components['schemas'];

export type QuoteRequest = Schemas['OfficeRequestOut'];
export type QuoteRow = Schemas['OfficeQuoteRowOut'];
export type Quote = Schemas['OfficeQuoteOut'];
export type QuoteRevision = Schemas['RevisionOut'];
export type RevisionIn = Schemas['OfficeRevisionIn'];
export type LineIn = Schemas['OfficeLineIn'];
export type QuoteStatus = Schemas['QuoteStatus'];

export const QUOTE_STATUS_LABEL: Record<QuoteStatus, string> = {
    draft: 'Draft',
    sent: 'Sent',
    changes: 'Changes asked',
    accepted: 'Accepted',
};

export const quotePdfUrl = (quoteId: number, revision: number) => `/api/office/quotes/${quoteId}/revisions/${revision}.pdf`;
