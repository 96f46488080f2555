/** A failed delivery as its customer sees and answers it: by the link's token (no log-in), or on the order's page. */
import { shop, unwrap } from './http';
import type { components } from './schema.gen';

type S = components['schemas'];
export type NdrPage = S['NdrCustomerCaseOut'];
export type NdrChoice = S['NdrChoice'];
export type OrderNdr = S['NdrTrackingCaseOut'];

export interface NdrAnswer {
  choice: NdrChoice;
  date?: string | null;
  address?: string;
  pinCode?: string;
  phone?: string;
}

export const ndrApi = {
  read: async (token: string): Promise<NdrPage> => unwrap(shop().GET('/api/ndr/{ndr_token}/', { params: { path: { ndr_token: token } } })),
  answer: async (token: string, a: NdrAnswer): Promise<NdrPage> =>
    unwrap(
      shop().POST('/api/ndr/{ndr_token}/', {
        params: { path: { ndr_token: token } },
        body: { choice: a.choice, date: a.date ?? null, address: a.address ?? '', pin_code: a.pinCode ?? '', phone: a.phone ?? '' },
      }),
    ),
  forOrder: async (orderId: string): Promise<OrderNdr | null> =>
    (await unwrap(shop().GET('/api/orders/{order_id}/delivery-attempt/', { params: { path: { order_id: orderId } } }))).case,
};

/** The path of the answer page from the link the server gives (its own origin may differ from the browser's). */
export const ndrPath = (link: string): string => {
  const at = link.indexOf('/oandr/delivery/');
  return at >= 0 ? link.slice(at) : link;
};
