/** A campaign store: its page as the server reads it, each design's progress, and a buyer's order (browser). */
import { shop, unwrap } from './http';
import { toPlaced } from './mappers';
import type { paths } from './schema.gen';
import type { PlacedOrder } from './types';

type StoreWire = paths['/api/stores/{slug}/']['get']['responses'][200]['content']['application/json'];
type ProgressWire = paths['/api/stores/{slug}/progress/']['get']['responses'][200]['content']['application/json'];
type BuyBody = paths['/api/stores/{slug}/orders/']['post']['requestBody']['content']['application/json'];

export interface StoreDesign {
  position: number;
  title: string;
  product: string;
  sleeve: string;
  colours: { name: string; hex: string }[];
  sizes: string[];
  price: string;
  fundraising: string;
  minimum: number;
  ordered: number;
  progress: string;
  imageUrl: string;
  outcome: string;
}

export interface StorePage {
  slug: string;
  title: string;
  organiser: string;
  opensAt: string;
  closesAt: string;
  status: string;
  namesAsked: boolean;
  numbersAsked: boolean;
  uniqueNumbers: boolean;
  delivery: string;
  needsPassword: boolean;
  allowCod: boolean;
  designs: StoreDesign[];
  roster: { design: number; name: string; number: string; size: string }[];
}

export interface StoreProgress {
  status: string;
  closesAt: string;
  designs: { position: number; ordered: number; minimum: number; progress: string }[];
}

export interface StoreBuyInput {
  design: number;
  colour: string;
  size: string;
  name: string;
  number: string;
  paymentMethod: 'upi' | 'cod';
  password: string;
}

export function toStorePage(raw: StoreWire): StorePage {
  return {
    slug: raw.slug,
    title: raw.title,
    organiser: raw.organiser,
    opensAt: raw.opens_at,
    closesAt: raw.closes_at,
    status: raw.status,
    namesAsked: raw.names_asked,
    numbersAsked: raw.numbers_asked,
    uniqueNumbers: raw.unique_numbers,
    delivery: raw.delivery,
    needsPassword: raw.needs_password,
    allowCod: raw.allow_cod,
    designs: raw.designs.map((d) => ({
      position: d.position,
      title: d.title,
      product: d.product,
      sleeve: d.sleeve,
      colours: d.colours,
      sizes: d.sizes,
      price: String(d.price),
      fundraising: String(d.fundraising),
      minimum: d.minimum,
      ordered: d.ordered,
      progress: d.progress,
      imageUrl: d.image_url,
      outcome: d.outcome,
    })),
    roster: raw.roster,
  };
}

export function toStoreProgress(raw: ProgressWire): StoreProgress {
  return { status: raw.status, closesAt: raw.closes_at, designs: raw.designs };
}

export const storesApi = {
  /** Each design's count, read fresh by the page every few seconds. */
  progress: async (slug: string): Promise<StoreProgress> =>
    toStoreProgress(await unwrap(shop().GET('/api/stores/{slug}/progress/', { params: { path: { slug } } }))),
  /** A buyer's order: one piece at the store's price (the server's own). */
  buy: async (slug: string, input: StoreBuyInput, idempotencyKey: string): Promise<PlacedOrder> => {
    const body: BuyBody = {
      design: input.design,
      colour: input.colour,
      size: input.size,
      name: input.name,
      number: input.number,
      payment_method: input.paymentMethod,
      password: input.password,
    };
    const options = { params: { path: { slug }, header: { 'Idempotency-Key': idempotencyKey } }, body };
    return toPlaced(await unwrap(shop().POST('/api/stores/{slug}/orders/', options)));
  },
};
