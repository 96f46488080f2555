/** The automatic offers running now (no code): the product page's and the bag's banner, read in the browser. */
import { shop, unwrap } from './http';

export interface RunningOffer {
  id: number;
  name: string;
  /** The owner's banner ("Diwali: buy 3 tees, the cheapest is free"); the name when there is none. */
  banner: string;
  kind: 'buy_n' | 'free_shipping' | 'festival';
  endsAt: string | null;
}

export async function getRunningOffers(): Promise<RunningOffer[]> {
  const raw = await unwrap(shop().GET('/api/promotions/offers/'));
  return raw.map((o) => ({ id: o.id, name: o.name, banner: o.banner || o.name, kind: o.kind, endsAt: o.ends_at ?? null }));
}
