/**
 * The seller's pages (Consumer Protection (E-Commerce) Rules, 2020, rules 4 and 7): who sells, the grievance officer,
 * the policies. Each page is the owner's Markdown plus the facts the shop keeps elsewhere (invoice settings, returns
 * and delivery settings, money rules), so the numbers on a page are the ones the shop applies.
 */

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
  returns: { windowDays: number; freeReturnShipping: boolean; customPrintsReturnable: boolean; reasons: string[] };
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

type Raw = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0) || 0);
const obj = (v: unknown): Raw => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Raw) : {});
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map(str).filter(Boolean) : []);

export function toPageLinks(raw: unknown): PageLink[] {
  if (!Array.isArray(raw)) return [];
  return (raw as Raw[]).flatMap((p) => {
    const slug = str(p.slug);
    return isSellerPageSlug(slug) ? [{ slug, title: str(p.title) || slug }] : [];
  });
}

export function toSellerFacts(raw: unknown): SellerFacts {
  const f = obj(raw);
  const s = obj(f.seller);
  const g = obj(f.grievance_officer);
  const r = obj(f.returns);
  const sh = obj(f.shipping);
  const p = obj(f.payments);
  return {
    seller: {
      legalName: str(s.legal_name),
      tradeName: str(s.trade_name),
      address: str(s.address),
      state: str(s.state),
      gstin: str(s.gstin),
      carePhone: str(s.care_phone),
      careEmail: str(s.care_email),
      careHours: str(s.care_hours),
    },
    grievanceOfficer: {
      name: str(g.name),
      designation: str(g.designation),
      phone: str(g.phone),
      email: str(g.email),
      address: str(g.address),
      ackHours: num(g.ack_hours) || 48,
      resolveDays: num(g.resolve_days) || 30,
    },
    returns: {
      windowDays: num(r.window_days),
      freeReturnShipping: r.free_return_shipping === true,
      customPrintsReturnable: r.custom_prints_returnable === true,
      reasons: Array.isArray(r.reasons) ? (r.reasons as Raw[]).map((x) => str(x.label)).filter(Boolean) : [],
    },
    shipping: {
      fastCities: strings(sh.fast_cities),
      metroCities: strings(sh.metro_cities),
      studioReading: str(sh.studio_reading),
      productPageReading: str(sh.product_page_reading),
      shippingFee: num(sh.shipping_fee),
      freeShippingOver: num(sh.free_shipping_over),
    },
    payments: {
      methods: strings(p.methods),
      codBelow: num(p.cod_below),
      onlineDiscountPercent: num(p.online_discount_percent),
      onlineDiscountBelow: num(p.online_discount_below),
      upiId: str(p.upi_id) || null,
    },
  };
}

export function toSellerPage(raw: Raw): SellerPage {
  const slug = str(raw.slug);
  return {
    slug: isSellerPageSlug(slug) ? slug : 'about',
    title: str(raw.title),
    markdown: str(raw.markdown),
    updatedAt: str(raw.updated_at),
    facts: toSellerFacts(raw.facts),
  };
}
