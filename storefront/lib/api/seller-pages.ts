/**
 * The seller's pages (Consumer Protection (E-Commerce) Rules, 2020, rules 4 and 7): who sells, the grievance officer,
 * the policies. Each page is the owner's Markdown plus the facts the shop keeps elsewhere (invoice settings, returns
 * and delivery settings, money rules), so the numbers on a page are the ones the shop applies.
 */
import type { Schema, Wire } from './types';

/** The pages, in the footer's order, with the titles used when the shop cannot be asked. Each is at `/{slug}`. */
export const SELLER_PAGES = [
  { slug: 'about', title: 'About us' },
  { slug: 'grievance-officer', title: 'Grievance officer' },
  { slug: 'returns', title: 'Returns, refunds and exchanges' },
  { slug: 'shipping', title: 'Shipping and delivery' },
  { slug: 'payments', title: 'Payments' },
  { slug: 'terms', title: 'Terms of use' },
  { slug: 'privacy', title: 'Privacy notice' },
] as const;

export type SellerPageSlug = (typeof SELLER_PAGES)[number]['slug'];

export const isSellerPageSlug = (slug: string): slug is SellerPageSlug => SELLER_PAGES.some((p) => p.slug === slug);

export const sellerPageHref = (slug: string) => `/${slug}`;

export interface PageLink {
  slug: SellerPageSlug;
  title: string;
}

export interface Seller {
  legalName: string;
  tradeName: string;
  address: string;
  state: string;
  gstin: string;
  carePhone: string;
  careEmail: string;
  careHours: string;
}

export interface GrievanceOfficer {
  name: string;
  designation: string;
  phone: string;
  email: string;
  address: string;
  ackHours: number;
  resolveDays: number;
}

export interface SellerFacts {
  seller: Seller;
  grievanceOfficer: GrievanceOfficer;
  returns: { windowDays: number; freeReturnShipping: boolean; customPrintsReturnable: boolean; reasons: { code: string; label: string }[] };
  shipping: {
    fastCities: string[];
    metroCities: string[];
    studioReading: string;
    productPageReading: string;
    shippingFee: number;
    freeShippingOver: number;
  };
  payments: { methods: string[]; codBelow: number; onlineDiscountPercent: number; onlineDiscountBelow: number; upiId: string | null };
}

export interface SellerPage {
  slug: SellerPageSlug;
  title: string;
  markdown: string;
  updatedAt: string;
  facts: SellerFacts;
}

/** An amount the API sends as a decimal string, as a number. */
const num = (v: string | number): number => Number(v) || 0;

export function toPageLinks(raw: Wire<'/api/pages/', 'get'>): PageLink[] {
  return raw.flatMap((p) => (isSellerPageSlug(p.slug) ? [{ slug: p.slug, title: p.title || p.slug }] : []));
}

export function toSellerFacts(f: Schema<'FactsOut'>): SellerFacts {
  const { seller: s, grievance_officer: g, returns: r, shipping: sh, payments: p } = f;
  return {
    seller: {
      legalName: s.legal_name,
      tradeName: s.trade_name,
      address: s.address,
      state: s.state,
      gstin: s.gstin,
      carePhone: s.care_phone,
      careEmail: s.care_email,
      careHours: s.care_hours,
    },
    grievanceOfficer: {
      name: g.name,
      designation: g.designation,
      phone: g.phone,
      email: g.email,
      address: g.address,
      ackHours: g.ack_hours,
      resolveDays: g.resolve_days,
    },
    returns: {
      windowDays: r.window_days,
      freeReturnShipping: r.free_return_shipping,
      customPrintsReturnable: r.custom_prints_returnable,
      reasons: r.reasons.filter((x) => x.label).map(({ code, label }) => ({ code, label })),
    },
    shipping: {
      fastCities: sh.fast_cities.filter(Boolean),
      metroCities: sh.metro_cities.filter(Boolean),
      studioReading: sh.studio_reading,
      productPageReading: sh.product_page_reading,
      shippingFee: num(sh.shipping_fee),
      freeShippingOver: num(sh.free_shipping_over),
    },
    payments: {
      methods: p.methods.filter(Boolean),
      codBelow: num(p.cod_below),
      onlineDiscountPercent: num(p.online_discount_percent),
      onlineDiscountBelow: num(p.online_discount_below),
      upiId: p.upi_id || null,
    },
  };
}

export function toSellerPage(raw: Wire<'/api/pages/{slug}/', 'get'>): SellerPage {
  return {
    slug: isSellerPageSlug(raw.slug) ? raw.slug : 'about',
    title: raw.title,
    markdown: raw.markdown,
    updatedAt: raw.updated_at,
    facts: toSellerFacts(raw.facts),
  };
}
