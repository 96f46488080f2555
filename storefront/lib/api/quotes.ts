/** Business quotes: the /bulk request, the customer's requests and designs, the quote page by its link's token. */
import { shop, unwrap } from './http';
import type { components, paths } from './schema.gen';

type S = components['schemas'];
export type NeededBy = S['NeededByOut'];
export type QuoteRequestSummary = S['QuoteRequestOut'];
export type StudioDesign = S['DesignOut'];
export type QuotePage = S['QuotePageOut'];
export type QuoteRevision = S['RevisionOut'];
export type Position = S['Position'];

export interface QuoteRequestInput {
  product: string;
  colour: string;
  sizes: { size: string; quantity: number }[];
  positions: Position[];
  neededBy: string;
  notes: string;
  address: { area: string; landmark: string; city: string; state: string; pinCode: string };
  business: { name: string; gstin: string; address: string; pin_code: string; state: string } | null;
  designOrderId: string;
  /** A visitor's account, as registration asks for it; null when logged in. */
  account: { name: string; phoneNumber: string; email: string; password: string; confirmPassword: string } | null;
  artwork: Blob | null;
}

type RequestBody = paths['/api/quotes/requests/']['post']['requestBody']['content']['multipart/form-data'];

function requestForm(input: QuoteRequestInput): FormData {
  const form = new FormData();
  const a = input.address;
  const data = {
    product: input.product,
    colour: input.colour,
    sizes: input.sizes,
    positions: input.positions,
    needed_by: input.neededBy || null,
    notes: input.notes,
    address: { area: a.area, landmark: a.landmark, city: a.city, state: a.state, pin_code: a.pinCode },
    business: input.business,
    design_order_id: input.designOrderId,
    account: input.account && {
      name: input.account.name,
      phone_number: input.account.phoneNumber,
      email: input.account.email,
      password: input.account.password,
      confirm_password: input.account.confirmPassword,
    },
  };
  form.set('data', JSON.stringify(data));
  if (input.artwork) form.set('artwork', input.artwork, 'artwork.png');
  return form;
}

export const quotesApi = {
  neededBy: async (pincode: string, neededBy: string): Promise<NeededBy> =>
    unwrap(shop().GET('/api/quotes/needed-by/', { params: { query: { pincode, needed_by: neededBy || undefined } } })),
  request: async (input: QuoteRequestInput) => {
    const form = requestForm(input);
    return unwrap(shop().POST('/api/quotes/requests/', { body: {} as RequestBody, bodySerializer: () => form }));
  },
  myRequests: async (): Promise<QuoteRequestSummary[]> => unwrap(shop().GET('/api/quotes/requests/', { params: { query: { limit: 50 } } })),
  myDesigns: async (): Promise<StudioDesign[]> => unwrap(shop().GET('/api/quotes/designs/', { params: { query: { limit: 50 } } })),
  read: async (token: string): Promise<QuotePage> => unwrap(shop().GET('/api/quotes/q/{token}/', { params: { path: { token } } })),
  accept: async (token: string, revision: number) =>
    unwrap(shop().POST('/api/quotes/q/{token}/accept/', { params: { path: { token } }, body: { revision } })),
  askChanges: async (token: string, revision: number, comment: string): Promise<QuotePage> =>
    unwrap(shop().POST('/api/quotes/q/{token}/changes/', { params: { path: { token } }, body: { revision, comment } })),
};

export const quotePdfUrl = (token: string, revision: number) => `/api/quotes/q/${encodeURIComponent(token)}/${revision}.pdf`;
