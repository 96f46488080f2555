/**
 * The studio's shelf (the shop's templates and clip-art, drawn as SVG, sanitised by the server) and shared designs:
 * made from the studio, read by anyone holding the link. Loaded with the shelf or the share button, never with the page.
 */
import type { Side } from '@/lib/studio/garments';
import { shop, unwrap } from './http';
import type { DesignLayerSide } from './reorder';
import type { Wire } from './types';

export type ArtKind = 'template' | 'clipart';
export type ArtTheme = 'festivals' | 'sports' | 'college' | 'celebration' | 'nature' | 'icons';

export interface Placeholder {
  field: string;
  text: string;
  /** The anchor's place and the letters' size as fractions of the drawing (x, y of its width and height). */
  x: number;
  y: number;
  size: number;
  fill: string;
  font: string;
  align: 'start' | 'middle' | 'end';
  arc: 'none' | 'up' | 'down';
}

export interface ShelfItem {
  id: number;
  kind: ArtKind;
  theme: ArtTheme;
  title: string;
  width: number;
  height: number;
  placeholders: Placeholder[];
  svgUrl: string;
}

export const THEMES: { id: ArtTheme; label: string }[] = [
  { id: 'festivals', label: 'Festivals' },
  { id: 'sports', label: 'Sports' },
  { id: 'college', label: 'College' },
  { id: 'celebration', label: 'Celebration' },
  { id: 'nature', label: 'Nature' },
  { id: 'icons', label: 'Icons' },
];

export function toShelfItem(raw: Wire<'/api/studio/shelf/', 'get'>[number]): ShelfItem {
  return {
    id: raw.id,
    kind: raw.kind,
    theme: raw.theme,
    title: raw.title,
    width: raw.width,
    height: raw.height,
    placeholders: raw.placeholders,
    svgUrl: raw.svg_url,
  };
}

export async function fetchShelf(kind: ArtKind): Promise<ShelfItem[]> {
  const rows = await unwrap(shop().GET('/api/studio/shelf/', { params: { query: { kind } } }));
  return rows.map(toShelfItem);
}

export interface ShareRequest {
  product: string;
  sleeve: string;
  colour: string;
  design: Partial<Record<Side, DesignLayerSide>>;
  /** The design on the garment, a PNG data URL. */
  preview: string;
}

/** Keeps the design behind a random link; answers the link's path (/share/<token>). */
export async function createShare(req: ShareRequest): Promise<string> {
  const made = await unwrap(shop().POST('/api/studio/shares/', { body: { ...req, design: req.design as Record<string, unknown> } }));
  return made.path;
}

export interface SharedDesign {
  product: string;
  sleeve: string;
  colour: string;
  design: Partial<Record<Side, DesignLayerSide>>;
}

export async function fetchSharedDesign(token: string): Promise<SharedDesign> {
  const raw = await unwrap(shop().GET('/api/studio/shares/{share_token}/design/', { params: { path: { share_token: token } } }));
  return { product: raw.product, sleeve: raw.sleeve, colour: raw.colour, design: raw.design as SharedDesign['design'] };
}
