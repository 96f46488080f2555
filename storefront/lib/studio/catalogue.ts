/** What the studio needs from the catalogue, as plain data a server page hands to the studio. */
export interface StudioProduct {
  name: string;
  slug: string;
  basePrice: number;
  customisable: boolean;
  hasSizes: boolean;
  description: string;
  sleeves: { name: string; price: number }[];
}

export interface StudioColour {
  name: string;
  hex: string;
}

export interface StudioCatalogue {
  products: StudioProduct[];
  colours: StudioColour[];
  /** S..5XL then 'More than 5XL'. */
  sizes: string[];
}

/** Products with their own design page in the header menus, offered even if not in the /pilot list. */
export const DESIGN_PAGE_PRODUCTS = ['tshirts', 'mugs', 'stickers'];

type Raw = Record<string, unknown>;
const arr = (v: unknown): Raw[] => (Array.isArray(v) ? (v as Raw[]) : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v) || 0);

export function toStudioProducts(raw: unknown): StudioProduct[] {
  return arr(raw).map((p) => ({
    name: str(p.name),
    slug: str(p.slug),
    basePrice: num(p.base_price),
    customisable: p.customisable !== false,
    hasSizes: p.has_sizes !== false,
    description: str(p.description),
    sleeves: arr(p.sleeves).map((s) => ({ name: str(s.name), price: num(s.price) })),
  }));
}

export function toColours(raw: unknown): StudioColour[] {
  return arr(raw)
    .map((c) => ({ name: str(c.name), hex: str(c.hex).toLowerCase() }))
    .filter((c) => /^#[0-9a-f]{6}$/.test(c.hex));
}

export function toSizes(raw: unknown): string[] {
  return arr(raw).map((s) => str(s.code)).filter(Boolean);
}

/** The products a studio offers: the /pilot list, plus the one a design page is about. */
export function studioProducts(all: StudioProduct[], fixed?: string): StudioProduct[] {
  return all.filter((p) => p.customisable || p.slug === fixed);
}
