/**
 * The preview's products as SVG shapes in a 300 x 400 box, front and back, drawn in the chosen
 * colour, with the print area (3:4, as the 12 x 16 inch print) where the editor sits.
 */
export type Side = 'front' | 'back';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface GarmentShape {
  /** The outline, filled with the garment colour. */
  body: string;
  /** Seams and folds drawn over the body. */
  details: string;
  area: Rect;
}

export const VIEW = { width: 300, height: 400 } as const;

const tee = (neck: number, bottom = 385) =>
  `M108,28 Q150,${neck} 192,28 L248,48 L292,118 L248,140 L236,122 L236,${bottom} L64,${bottom} L64,122 L52,140 L8,118 L52,48 Z`;
const longTee = (neck: number, bottom = 385) =>
  `M108,28 Q150,${neck} 192,28 L248,48 L290,262 L252,270 L236,140 L236,${bottom} L64,${bottom} L64,140 L48,270 L10,262 L52,48 Z`;
const CHEST: Rect = { x: 96, y: 80, w: 108, h: 144 };

const shapes: Record<string, { front: GarmentShape; back: GarmentShape }> = {
  'tshirts:Half Sleeve': {
    front: { body: tee(62), details: 'M64,122 L52,140 M236,122 L248,140 M108,28 Q150,70 192,28', area: CHEST },
    back: { body: tee(40), details: 'M64,122 L52,140 M236,122 L248,140', area: CHEST },
  },
  'tshirts:Full Sleeve': {
    front: { body: longTee(62), details: 'M64,140 L64,122 M236,140 L236,122 M108,28 Q150,70 192,28 M16,244 L54,252 M284,244 L246,252', area: CHEST },
    back: { body: longTee(40), details: 'M16,244 L54,252 M284,244 L246,252', area: CHEST },
  },
  polo: {
    front: {
      body: tee(50),
      details: 'M118,30 L150,72 L182,30 M150,72 L150,122 M142,88 h4 M142,106 h4 M64,122 L52,140 M236,122 L248,140',
      area: { x: 100, y: 132, w: 100, h: 133 },
    },
    back: { body: tee(36), details: 'M112,30 Q150,44 188,30', area: CHEST },
  },
  'crop-top': {
    front: { body: tee(62, 262), details: 'M108,28 Q150,70 192,28', area: { x: 102, y: 76, w: 96, h: 128 } },
    back: { body: tee(40, 262), details: '', area: { x: 102, y: 76, w: 96, h: 128 } },
  },
  sweatshirt: {
    front: { body: longTee(58), details: 'M64,362 L236,362 M108,28 Q150,66 192,28 M18,248 L52,256 M282,248 L248,256', area: CHEST },
    back: { body: longTee(40), details: 'M64,362 L236,362', area: CHEST },
  },
  hoodie: {
    front: {
      body: `${longTee(60)} M108,28 Q150,-6 192,28 Q150,40 108,28 Z`,
      details: 'M108,28 Q150,84 192,28 M138,64 L136,118 M162,64 L164,118 M92,290 L208,290 L220,350 L80,350 Z M64,362 L236,362',
      area: { x: 98, y: 104, w: 104, h: 139 },
    },
    back: { body: `${longTee(40)} M104,30 Q150,-10 196,30 Q150,60 104,30 Z`, details: 'M64,362 L236,362', area: CHEST },
  },
  'tank-top': {
    front: {
      body: 'M100,22 L118,22 Q150,96 182,22 L200,22 Q204,104 242,130 L242,385 L58,385 L58,130 Q96,104 100,22 Z',
      details: '',
      area: { x: 100, y: 118, w: 100, h: 133 },
    },
    back: {
      body: 'M100,22 L118,22 Q150,48 182,22 L200,22 Q204,104 242,130 L242,385 L58,385 L58,130 Q96,104 100,22 Z',
      details: '',
      area: { x: 100, y: 96, w: 100, h: 133 },
    },
  },
  flag: {
    front: { body: 'M22,70 L288,70 L288,330 L22,330 Z M10,40 L18,40 L18,395 L10,395 Z', details: 'M30,76 v4 M30,320 v4', area: { x: 80, y: 80, w: 150, h: 200 } },
    back: { body: 'M12,70 L278,70 L278,330 L12,330 Z M282,40 L290,40 L290,395 L282,395 Z', details: '', area: { x: 70, y: 80, w: 150, h: 200 } },
  },
  poster: {
    front: { body: 'M40,20 L260,20 L260,380 L40,380 Z', details: '', area: { x: 52, y: 40, w: 196, h: 261 } },
    back: { body: 'M40,20 L260,20 L260,380 L40,380 Z', details: '', area: { x: 52, y: 40, w: 196, h: 261 } },
  },
  banner: {
    front: { body: 'M6,110 L294,110 L294,290 L6,290 Z', details: 'M16,120 m-3,0 a3,3 0 1,0 6,0 a3,3 0 1,0 -6,0 M284,120 m-3,0 a3,3 0 1,0 6,0 a3,3 0 1,0 -6,0', area: { x: 94, y: 116, w: 112, h: 149 } },
    back: { body: 'M6,110 L294,110 L294,290 L6,290 Z', details: '', area: { x: 94, y: 116, w: 112, h: 149 } },
  },
  stickers: {
    front: { body: 'M150,60 a140,140 0 1,0 0.1,0 Z', details: '', area: { x: 75, y: 100, w: 150, h: 200 } },
    back: { body: 'M150,60 a140,140 0 1,0 0.1,0 Z', details: '', area: { x: 75, y: 100, w: 150, h: 200 } },
  },
  mugs: {
    front: {
      body: 'M50,90 L230,90 L226,350 Q224,370 204,370 L76,370 Q56,370 54,350 Z M230,140 Q290,140 290,210 Q290,290 226,290 L227,262 Q262,262 262,210 Q262,168 229,168 Z',
      details: 'M50,90 Q140,110 230,90',
      area: { x: 70, y: 120, w: 140, h: 187 },
    },
    back: {
      body: 'M70,90 L250,90 L246,350 Q244,370 224,370 L96,370 Q76,370 74,350 Z M70,140 Q10,140 10,210 Q10,290 74,290 L73,262 Q38,262 38,210 Q38,168 71,168 Z',
      details: 'M70,90 Q160,110 250,90',
      area: { x: 90, y: 120, w: 140, h: 187 },
    },
  },
};

const ALIASES: Record<string, string> = { 'drum-skin': 'stickers', 'business-cards': 'poster' };

/** The shape for a product (by slug) and, for T-Shirt, its sleeve; null before a product is chosen. */
export function garmentFor(slug: string, sleeve: string): { front: GarmentShape; back: GarmentShape } | null {
  if (!slug) return null;
  if (slug === 'tshirts') return shapes[`tshirts:${sleeve === 'Full Sleeve' ? 'Full Sleeve' : 'Half Sleeve'}`] ?? null;
  return shapes[slug] ?? shapes[ALIASES[slug] ?? ''] ?? shapes['tshirts:Half Sleeve'] ?? null;
}

/** A darker or lighter line colour that stays visible on the garment colour. */
export function detailColour(hex: string): string {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m || !m[1]) return 'rgba(0,0,0,0.25)';
  const n = parseInt(m[1], 16);
  const luminance = (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
  return luminance < 0.35 ? 'rgba(255,255,255,0.35)' : 'rgba(0,0,0,0.22)';
}
