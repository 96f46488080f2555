// Draws the shop's pictures as SVG (no downloaded images): product views, category tiles, hero, logo.
// Run: node scripts/make-art.mjs   (outputs are committed under public/)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const out = (rel, svg) => {
  const file = join(root, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg.replace(/\n\s+/g, '\n').trim() + '\n');
};

function shade(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const f = (c) => Math.max(0, Math.min(255, Math.round(c + (amount < 0 ? c * amount : (255 - c) * amount))));
  const r = f(n >> 16), g = f((n >> 8) & 255), b = f(n & 255);
  return '#' + ((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1);
}

const COLOURS = { 'Glow Pink': '#ff5fa8', 'Violet Rush': '#7b3fe4' };

const ITEMS = [
  { id: 1, name: 'Bleu Renaissance', kind: 'tee', colour: 'Glow Pink', motif: 'halo', ink: '#1f3a93', accent: '#ffd23f' },
  { id: 2, name: 'Medieval Pink', kind: 'tee', colour: 'Violet Rush', motif: 'crest', ink: '#ff9ccc', accent: '#ffe08a' },
  { id: 3, name: 'Sistine Veil', kind: 'tee', colour: 'Violet Rush', motif: 'arch', ink: '#fff4e0', accent: '#f4a300' },
  { id: 4, name: 'Sistine Veil Indigo', kind: 'tee', colour: 'Violet Rush', motif: 'arch', ink: '#1e1149', accent: '#9fd3ff' },
  { id: 5, name: 'The pilgrim’s Gaze', kind: 'tee', colour: 'Violet Rush', motif: 'eye', ink: '#fff4e0', accent: '#f4a300' },
  { id: 6, name: 'Blue Madonna', kind: 'tee', colour: 'Violet Rush', motif: 'madonna', ink: '#8ec5ff', accent: '#ffd23f' },
  { id: 7, name: 'Blue Madonna Tank top', kind: 'tank', colour: 'Violet Rush', motif: 'madonna', ink: '#8ec5ff', accent: '#ffd23f' },
  { id: 8, name: 'Baby Psalms', kind: 'tee', colour: 'Violet Rush', motif: 'cherub', ink: '#fff4e0', accent: '#ff9ccc' },
  { id: 9, name: 'Purple Haze', kind: 'tee', colour: 'Violet Rush', motif: 'haze', ink: '#f3e8ff', accent: '#ff9ccc' },
  { id: 10, name: 'Skin Sin sleeveless Crop', kind: 'crop', colour: 'Violet Rush', motif: 'apple', ink: '#ff4d6d', accent: '#b7f171' },
  { id: 11, name: 'Skin sin Baby Full sleeve tshirt', kind: 'full', colour: 'Violet Rush', motif: 'apple', ink: '#ff4d6d', accent: '#b7f171' },
];

// Garment outlines in a 400 x 500 box. `neckFront`/`neckBack` draw the collar.
const SHAPES = {
  tee: {
    body: 'M140 62 Q200 100 260 62 L332 86 L388 164 L334 196 L316 174 L316 452 Q200 466 84 452 L84 174 L66 196 L12 164 L68 86 Z',
    neckFront: 'M140 62 Q200 100 260 62', neckBack: 'M140 62 Q200 78 260 62', chest: [140, 140], hem: 446,
  },
  full: {
    body: 'M140 62 Q200 100 260 62 L330 86 Q356 104 366 160 L392 392 L348 400 L318 206 L316 452 Q200 466 84 452 L82 206 L52 400 L8 392 L34 160 Q44 104 70 86 Z',
    neckFront: 'M140 62 Q200 100 260 62', neckBack: 'M140 62 Q200 78 260 62', chest: [140, 140], hem: 446,
  },
  tank: {
    body: 'M146 46 L180 46 Q200 112 220 46 L254 46 Q256 132 314 152 L316 452 Q200 466 84 452 L86 152 Q144 132 146 46 Z',
    neckFront: 'M180 46 Q200 112 220 46', neckBack: 'M180 46 Q200 76 220 46', chest: [140, 168], hem: 446,
  },
  crop: {
    body: 'M150 70 L182 70 Q200 120 218 70 L250 70 Q252 140 306 160 L310 330 Q200 344 90 330 L94 160 Q148 140 150 70 Z',
    neckFront: 'M182 70 Q200 120 218 70', neckBack: 'M182 70 Q200 92 218 70', chest: [140, 176], hem: 324,
  },
};

// Print artwork in a 120 x 120 box.
function motif(name, ink, accent) {
  switch (name) {
    case 'halo':
      return `<circle cx="60" cy="52" r="40" fill="none" stroke="${accent}" stroke-width="5"/>
        <g stroke="${accent}" stroke-width="3">${Array.from({ length: 12 }, (_, i) => {
          const a = (i * Math.PI) / 6; const x1 = 60 + Math.cos(a) * 46, y1 = 52 + Math.sin(a) * 46, x2 = 60 + Math.cos(a) * 56, y2 = 52 + Math.sin(a) * 56;
          return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}"/>`;
        }).join('')}</g>
        <path d="M48 92 Q44 70 52 56 Q50 40 62 32 Q76 30 78 44 Q80 52 74 56 L80 64 L74 66 Q76 74 70 76 Q72 84 66 88 L70 100 Z" fill="${ink}"/>
        <text x="60" y="118" font-family="Georgia,serif" font-size="12" font-weight="700" text-anchor="middle" fill="${ink}" letter-spacing="2">RENAISSANCE</text>`;
    case 'crest':
      return `<path d="M20 14 H100 V58 Q100 96 60 112 Q20 96 20 58 Z" fill="${ink}"/>
        <path d="M28 22 H92 V58 Q92 90 60 103 Q28 90 28 58 Z" fill="none" stroke="${accent}" stroke-width="3"/>
        <path d="M60 34 Q50 46 54 58 Q44 56 42 66 Q52 70 58 64 L56 84 H64 L62 64 Q68 70 78 66 Q76 56 66 58 Q70 46 60 34 Z" fill="${accent}"/>
        <circle cx="60" cy="90" r="4" fill="${accent}"/>`;
    case 'arch':
      return `<path d="M22 116 V54 Q22 12 60 8 Q98 12 98 54 V116 Z" fill="${ink}"/>
        <path d="M32 116 V56 Q32 22 60 18 Q88 22 88 56 V116" fill="none" stroke="${accent}" stroke-width="3"/>
        <circle cx="60" cy="46" r="12" fill="${accent}"/>
        <path d="M36 110 Q40 66 60 60 Q80 66 84 110 Z" fill="${accent}" opacity="0.85"/>
        <path d="M44 110 Q50 78 60 72 Q70 78 76 110" fill="none" stroke="${ink}" stroke-width="2"/>`;
    case 'eye':
      return `<circle cx="60" cy="60" r="54" fill="none" stroke="${ink}" stroke-width="3" stroke-dasharray="4 6"/>
        <path d="M10 60 Q60 10 110 60 Q60 110 10 60 Z" fill="${ink}"/>
        <circle cx="60" cy="60" r="22" fill="${accent}"/>
        <circle cx="60" cy="60" r="10" fill="#1d1633"/>
        <circle cx="66" cy="54" r="4" fill="#fff"/>
        <path d="M60 0 V12 M60 108 V120 M0 60 H8 M112 60 H120" stroke="${ink}" stroke-width="3"/>`;
    case 'madonna':
      return `<circle cx="60" cy="34" r="28" fill="${accent}"/>
        <circle cx="60" cy="36" r="15" fill="#f3d3b5"/>
        <path d="M60 14 Q34 20 32 50 Q26 86 16 116 H104 Q94 86 88 50 Q86 20 60 14 Z M60 24 Q72 26 74 40 Q70 56 60 58 Q50 56 46 40 Q48 26 60 24 Z" fill="${ink}" fill-rule="evenodd"/>
        <path d="M50 80 Q60 70 70 80 Q66 96 60 100 Q54 96 50 80 Z" fill="#f3d3b5"/>`;
    case 'cherub':
      return `<path d="M58 62 Q30 30 8 40 Q20 48 14 56 Q26 58 22 68 Q36 66 36 76 Q48 70 58 62 Z" fill="${ink}"/>
        <path d="M62 62 Q90 30 112 40 Q100 48 106 56 Q94 58 98 68 Q84 66 84 76 Q72 70 62 62 Z" fill="${ink}"/>
        <path d="M60 104 Q30 82 40 62 Q50 50 60 64 Q70 50 80 62 Q90 82 60 104 Z" fill="${accent}"/>
        <ellipse cx="60" cy="22" rx="20" ry="6" fill="none" stroke="${ink}" stroke-width="3"/>`;
    case 'haze':
      return `<g fill="none" stroke-linecap="round">
        <path d="M14 40 Q34 16 56 36 T100 34" stroke="${ink}" stroke-width="7"/>
        <path d="M10 64 Q36 44 60 64 T110 60" stroke="${accent}" stroke-width="7"/>
        <path d="M18 88 Q40 68 62 88 T104 86" stroke="${ink}" stroke-width="7"/>
        </g><circle cx="92" cy="104" r="8" fill="${accent}"/><circle cx="24" cy="108" r="5" fill="${ink}"/>`;
    case 'apple':
      return `<path d="M60 34 Q38 20 22 38 Q6 60 20 88 Q34 114 60 104 Q86 114 100 88 Q114 60 98 38 Q82 20 60 34 Z" fill="${ink}"/>
        <path d="M60 34 Q58 18 66 8" stroke="#5b3b1e" stroke-width="5" fill="none" stroke-linecap="round"/>
        <path d="M64 22 Q80 8 94 16 Q82 32 64 22 Z" fill="${accent}"/>
        <path d="M86 54 Q96 62 90 72" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.7"/>
        <path d="M100 40 Q120 56 96 66 Q72 76 94 92" stroke="${accent}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    default:
      return '';
  }
}

function backdrop(id, base) {
  return `<defs>
    <linearGradient id="bg${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbf5ec"/><stop offset="1" stop-color="#efe4d3"/></linearGradient>
    <linearGradient id="cloth${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(base, 0.12)}"/><stop offset="0.55" stop-color="${base}"/><stop offset="1" stop-color="${shade(base, -0.18)}"/></linearGradient>
  </defs>`;
}

const backText = (item) => {
  const words = item.name.replace('’', "'").split(' ').filter((w) => !/^(tank|top|sleeveless|crop|full|sleeve|tshirt|baby)$/i.test(w));
  return words.slice(0, 2).join(' ').toUpperCase();
};

function garmentView(item, view) {
  const base = COLOURS[item.colour];
  const s = SHAPES[item.kind];
  const id = `${item.id}${view}`;
  const dark = shade(base, -0.3);
  const head = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" width="400" height="500" role="img" aria-label="${item.name}, ${item.colour}, ${view} view">${backdrop(id, base)}<rect width="400" height="500" fill="url(#bg${id})"/>`;
  if (view === 'detail') {
    return `${head}
      <rect x="20" y="20" width="360" height="460" rx="24" fill="url(#cloth${id})"/>
      <g transform="translate(70 70) scale(2.2)">${motif(item.motif, item.ink, item.accent)}</g>
      <path d="M20 420 H380" stroke="${dark}" stroke-width="3"/>
      <path d="M20 432 H380" stroke="${shade(base, 0.35)}" stroke-width="2" stroke-dasharray="8 6"/>
      <rect x="282" y="36" width="80" height="34" rx="4" fill="#1d1633"/>
      <text x="322" y="58" font-family="Arial,sans-serif" font-size="13" font-weight="700" fill="#f4a300" text-anchor="middle" letter-spacing="1">RANGREZ</text>
      <text x="40" y="466" font-family="Arial,sans-serif" font-size="15" font-weight="700" fill="#fff">Screen-printed detail · 100% combed cotton</text>
    </svg>`;
  }
  const neck = view === 'front' ? s.neckFront : s.neckBack;
  const [cx, cy] = s.chest;
  const art = view === 'front'
    ? `<g transform="translate(${cx} ${cy}) scale(1)">${motif(item.motif, item.ink, item.accent)}</g>`
    : `<g transform="translate(${200 - 45} ${cy - 10}) scale(0.75)" opacity="0.95">${motif(item.motif, item.ink, item.accent)}</g>
       <text x="200" y="${cy + 110}" font-family="Georgia,serif" font-size="16" font-weight="700" text-anchor="middle" fill="${item.ink}" letter-spacing="3">${backText(item)}</text>`;
  const label = view === 'back' ? `<rect x="186" y="${s.neckBack.includes(' 46') ? 56 : 74}" width="28" height="12" rx="2" fill="#1d1633"/>` : '';
  return `${head}
    <ellipse cx="200" cy="${s.hem + 24}" rx="150" ry="14" fill="#000" opacity="0.08"/>
    <path d="${s.body}" fill="url(#cloth${id})" stroke="${dark}" stroke-width="2" stroke-linejoin="round"/>
    <path d="${neck}" fill="none" stroke="${dark}" stroke-width="9" stroke-linecap="round"/>
    <path d="${neck}" fill="none" stroke="${shade(base, 0.25)}" stroke-width="3" stroke-linecap="round"/>
    ${label}
    <path d="M96 ${s.hem - 10} Q200 ${s.hem + 2} 304 ${s.hem - 10}" fill="none" stroke="${dark}" stroke-width="1.5" stroke-dasharray="5 4" opacity="0.6"/>
    ${art}
  </svg>`;
}

for (const item of ITEMS) {
  ['front', 'back', 'detail'].forEach((view, i) => out(`products/item-${item.id}-${i + 1}.svg`, garmentView(item, view)));
}

// ---- Category tiles (400 x 400) ----
const tile = (label, body, bg = '#fbf1e3') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${label}">
  <rect width="400" height="400" fill="${bg}"/>${body}</svg>`;

const tee = (x, y, scale, colour, art = '') => `<g transform="translate(${x} ${y}) scale(${scale})">
  <path d="${SHAPES.tee.body}" fill="${colour}" stroke="${shade(colour, -0.3)}" stroke-width="3" stroke-linejoin="round"/>
  <path d="${SHAPES.tee.neckFront}" fill="none" stroke="${shade(colour, -0.3)}" stroke-width="9" stroke-linecap="round"/>${art}</g>`;

out('categories/drum-skin.svg', tile('Printed drum skin', `
  <circle cx="200" cy="200" r="170" fill="#f4a300" opacity="0.18"/>
  <ellipse cx="200" cy="300" rx="150" ry="34" fill="#000" opacity="0.1"/>
  <path d="M62 170 V260 Q200 320 338 260 V170" fill="#b0145a"/>
  <path d="M62 260 Q200 320 338 260" fill="none" stroke="#6e0c38" stroke-width="6"/>
  ${Array.from({ length: 7 }, (_, i) => { const x = 80 + i * 40; return `<path d="M${x} ${178 + Math.abs(3 - i) * -4} L${x} ${262 + (3 - Math.abs(3 - i)) * 8}" stroke="#f7d9a8" stroke-width="5"/>`; }).join('')}
  <ellipse cx="200" cy="170" rx="138" ry="50" fill="#fff7ea" stroke="#1d1633" stroke-width="8"/>
  <g transform="translate(200 170) scale(1 0.36)"><circle r="84" fill="none" stroke="#2d1b69" stroke-width="10"/>
  <path d="M0 -70 L18 -22 L68 -22 L28 8 L42 58 L0 28 L-42 58 L-28 8 L-68 -22 L-18 -22 Z" fill="#2d1b69"/></g>
  <text x="200" y="372" font-family="Arial,sans-serif" font-size="22" font-weight="800" text-anchor="middle" fill="#1d1633">YOUR BAND · YOUR SKIN</text>`));

out('categories/flags.svg', tile('Custom printed flags', `
  <rect x="70" y="40" width="10" height="330" rx="5" fill="#5b3b1e"/><circle cx="75" cy="38" r="10" fill="#f4a300"/>
  <path d="M80 60 Q150 30 220 60 T350 60 V200 Q290 170 220 200 T80 200 Z" fill="#2d1b69"/>
  <path d="M80 60 Q150 30 220 60 T350 60 V105 Q290 75 220 105 T80 105 Z" fill="#f4a300"/>
  <path d="M80 155 Q150 125 220 155 T350 155 V200 Q290 170 220 200 T80 200 Z" fill="#b0145a"/>
  <circle cx="215" cy="130" r="20" fill="#fff" stroke="#1d1633" stroke-width="3"/>
  <path d="M215 114 L219 126 L231 126 L221 133 L225 145 L215 138 L205 145 L209 133 L199 126 L211 126 Z" fill="#1d1633"/>
  <ellipse cx="75" cy="372" rx="50" ry="8" fill="#000" opacity="0.12"/>`, '#e9f3fb'));

out('categories/hand-print.svg', tile('Hand print art', `
  <rect x="40" y="40" width="320" height="320" rx="12" fill="#fffdf8" stroke="#e3d6c2" stroke-width="4"/>
  ${[['#b0145a', 120, 150, -12], ['#f4a300', 250, 140, 10], ['#2d1b69', 190, 260, 0]].map(([c, x, y, r]) => `<g transform="translate(${x} ${y}) rotate(${r})" fill="${c}" opacity="0.92">
    <ellipse cx="0" cy="18" rx="42" ry="46"/><rect x="-40" y="-70" width="17" height="70" rx="8.5"/><rect x="-19" y="-88" width="17" height="88" rx="8.5"/>
    <rect x="2" y="-84" width="17" height="84" rx="8.5"/><rect x="23" y="-64" width="16" height="64" rx="8"/>
    <rect x="36" y="-6" width="16" height="52" rx="8" transform="rotate(-40 44 20)"/></g>`).join('')}`, '#f7e7ef'));

out('categories/tees.svg', tile('Custom t-shirts', `
  ${tee(30, 90, 0.5, '#f4a300')}${tee(170, 90, 0.5, '#13afa2')}
  ${tee(95, 150, 0.55, '#2d1b69', `<g transform="translate(140 140)">${motif('halo', '#fff', '#f4a300')}</g>`)}`, '#eef6f1'));

out('categories/business-cards.svg', tile('Business cards', `
  <g transform="rotate(-10 200 200)"><rect x="70" y="110" width="260" height="150" rx="10" fill="#2d1b69"/>
  <circle cx="120" cy="160" r="22" fill="#f4a300"/><rect x="160" y="146" width="130" height="12" rx="6" fill="#fff"/><rect x="160" y="168" width="90" height="9" rx="4.5" fill="#b8a9e8"/></g>
  <g transform="rotate(6 200 200)"><rect x="90" y="170" width="260" height="150" rx="10" fill="#fff" stroke="#e3d6c2" stroke-width="3"/>
  <text x="115" y="230" font-family="Georgia,serif" font-size="26" font-weight="700" fill="#1d1633">Rangrez</text>
  <rect x="115" y="248" width="140" height="9" rx="4.5" fill="#b0145a"/><rect x="115" y="268" width="190" height="8" rx="4" fill="#c9c1de"/><rect x="115" y="286" width="160" height="8" rx="4" fill="#c9c1de"/></g>`, '#f1eefb'));

out('categories/tank-tops.svg', tile('Tank tops', `
  <g transform="translate(70 40) scale(0.66)"><path d="${SHAPES.tank.body}" fill="#13afa2" stroke="#0b6b63" stroke-width="4" stroke-linejoin="round"/>
  <path d="${SHAPES.tank.neckFront}" fill="none" stroke="#0b6b63" stroke-width="9" stroke-linecap="round"/>
  <g transform="translate(140 190)">${motif('haze', '#fff', '#f4a300')}</g></g>`, '#fff3df'));

out('categories/stickers.svg', tile('Die-cut stickers', `
  <g>
  <circle cx="130" cy="130" r="72" fill="#fff"/><circle cx="130" cy="130" r="62" fill="#b0145a"/>
  <text x="130" y="140" font-family="Arial,sans-serif" font-size="26" font-weight="900" fill="#fff" text-anchor="middle">WOW!</text>
  <path d="M280 60 L300 112 L356 114 L312 148 L328 202 L280 170 L232 202 L248 148 L204 114 L260 112 Z" fill="#fff" stroke="#fff" stroke-width="16" stroke-linejoin="round"/>
  <path d="M280 60 L300 112 L356 114 L312 148 L328 202 L280 170 L232 202 L248 148 L204 114 L260 112 Z" fill="#f4a300"/>
  <path d="M140 350 Q60 290 80 240 Q100 200 140 236 Q180 200 200 240 Q220 290 140 350 Z" fill="#fff" stroke="#fff" stroke-width="16" stroke-linejoin="round"/>
  <path d="M140 350 Q60 290 80 240 Q100 200 140 236 Q180 200 200 240 Q220 290 140 350 Z" fill="#2d1b69"/>
  <rect x="236" y="240" width="130" height="90" rx="22" fill="#fff" transform="rotate(8 300 285)"/>
  <rect x="244" y="248" width="114" height="74" rx="16" fill="#13afa2" transform="rotate(8 300 285)"/>
  <text x="300" y="296" font-family="Arial,sans-serif" font-size="24" font-weight="900" fill="#fff" text-anchor="middle" transform="rotate(8 300 285)">HELLO</text></g>`, '#e8f1ff'));

// ---- Hero, logo, size scale ----
out('hero.svg', `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 460 420" width="460" height="420" role="img" aria-label="A printed drum skin with custom t-shirts and stickers">
  <circle cx="240" cy="210" r="190" fill="#fff" opacity="0.08"/>
  ${tee(250, 40, 0.48, '#f4a300', `<g transform="translate(140 140)">${motif('eye', '#2d1b69', '#b0145a')}</g>`)}
  <g transform="translate(20 120)">
    <ellipse cx="170" cy="250" rx="160" ry="26" fill="#000" opacity="0.2"/>
    <path d="M20 130 V215 Q170 280 320 215 V130" fill="#1d1633"/>
    ${Array.from({ length: 7 }, (_, i) => `<path d="M${40 + i * 40} 140 V${228 + (3 - Math.abs(3 - i)) * 8}" stroke="#f4a300" stroke-width="5"/>`).join('')}
    <ellipse cx="170" cy="130" rx="150" ry="56" fill="#fffaf3" stroke="#f4a300" stroke-width="8"/>
    <g transform="translate(170 130) scale(1 0.37)"><circle r="100" fill="none" stroke="#b0145a" stroke-width="12"/>
    <text y="22" font-family="Georgia,serif" font-size="46" font-weight="700" text-anchor="middle" fill="#2d1b69">Rangrez</text></g>
  </g>
  <g transform="translate(30 30) rotate(-12)"><circle cx="50" cy="50" r="46" fill="#fff"/><circle cx="50" cy="50" r="38" fill="#13afa2"/>
  <text x="50" y="58" font-family="Arial,sans-serif" font-size="20" font-weight="900" fill="#fff" text-anchor="middle">DIY</text></g>
</svg>`);

const logoMark = (size) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}" role="img" aria-label="Rangrez">
  <defs><linearGradient id="lg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2d1b69"/><stop offset="1" stop-color="#b0145a"/></linearGradient></defs>
  <path d="M32 3 C32 3 8 28 8 41 A24 22 0 0 0 56 41 C56 28 32 3 32 3 Z" fill="url(#lg)"/>
  <path d="M24 50 V26 H34 Q42 26 42 33 Q42 39 35 40 L43 50 H37 L30 41 H29 V50 Z M29 30.5 V36.5 H34 Q37 36.5 37 33.5 Q37 30.5 34 30.5 Z" fill="#fff"/>
  <circle cx="47" cy="22" r="5" fill="#f4a300"/></svg>`;
out('logo.svg', logoMark(64));

out('size-scale.svg', `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" width="320" height="200" role="img" aria-label="Size scale: chest and length measurements">
  <rect width="320" height="200" rx="12" fill="#fffaf3"/>
  <g transform="translate(14 18) scale(0.34)"><path d="${SHAPES.tee.body}" fill="#efeafd" stroke="#2d1b69" stroke-width="5" stroke-linejoin="round"/>
  <path d="${SHAPES.tee.neckFront}" fill="none" stroke="#2d1b69" stroke-width="8"/>
  <path d="M90 230 H310" stroke="#b0145a" stroke-width="7" marker-start="url(#a)"/><path d="M350 80 V450" stroke="#b0145a" stroke-width="7"/></g>
  <text x="48" y="100" font-family="Arial,sans-serif" font-size="12" font-weight="700" fill="#b0145a">CHEST</text>
  <text x="134" y="120" font-family="Arial,sans-serif" font-size="12" font-weight="700" fill="#b0145a" transform="rotate(90 134 120)">LENGTH</text>
  <g font-family="Arial,sans-serif" font-size="12" fill="#1d1633">
    <text x="170" y="34" font-weight="800" font-size="14">Size chart</text>
    <text x="170" y="58">XS  36″ · 26″</text><text x="170" y="76">S   38″ · 27″</text>
    <text x="170" y="94">M   40″ · 28″</text><text x="170" y="112">L   42″ · 29″</text>
    <text x="170" y="130">XL  44″ · 30″</text><text x="170" y="148">… to 5XL</text>
    <text x="170" y="178" font-weight="700" fill="#2d1b69">Download PDF ↓</text></g>
</svg>`);

console.log('art written to', root);
