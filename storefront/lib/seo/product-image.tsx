/**
 * The share picture of a product (Open Graph and Twitter/X cards, 1200 x 630 PNG): its first picture, its name and
 * its price, drawn with next/og. The fonts are Geist from the geist package on disk (no network font; every character
 * drawn is in it, so next/og never fetches a fallback); a picture
 * is read from the storefront's public/ folder, or from the shop when it lives there (/media/, /static/).
 */
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { ImageResponse } from 'next/og';
import { attempt, getItem } from '@/lib/api/server';
import { djangoOrigin } from '@/lib/api/http';
import { formatRupees } from '@/lib/format';
import { SHOP_NAME } from '@/lib/site';

export const SHARE_SIZE = { width: 1200, height: 630 };

const FONT_DIR = join(process.cwd(), 'node_modules/geist/dist/fonts/geist-sans');
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]> | null = null;

function loadFonts() {
  fonts ??= Promise.all([
    readFile(join(FONT_DIR, 'Geist-Regular.ttf')).then((data) => ({ name: 'Geist', data, weight: 400 as const, style: 'normal' as const })),
    readFile(join(FONT_DIR, 'Geist-Bold.ttf')).then((data) => ({ name: 'Geist', data, weight: 700 as const, style: 'normal' as const })),
  ]);
  return fonts;
}

const TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/** The picture as a data: URL, or null when it cannot be read (the card is drawn without it). */
export async function pictureDataUrl(src: string | undefined): Promise<string | null> {
  if (!src || !src.startsWith('/')) return null;
  const type = TYPES[src.split('?')[0]!.split('.').pop()!.toLowerCase()];
  if (!type) return null;
  try {
    let bytes: Buffer;
    if (/^\/(media|static)\//.test(src)) {
      const res = await fetch(`${djangoOrigin()}${src}`, { signal: AbortSignal.timeout(5000) });
      if (!res.ok) return null;
      bytes = Buffer.from(await res.arrayBuffer());
    } else {
      const publicDir = join(process.cwd(), 'public');
      const file = normalize(join(publicDir, src));
      if (!file.startsWith(publicDir)) return null;
      bytes = await readFile(file);
    }
    return `data:${type};base64,${bytes.toString('base64')}`;
  } catch {
    return null;
  }
}

/** The card for product `rawId`; an unknown product gets the shop's own card rather than an error. */
export async function productShareImage(rawId: string): Promise<ImageResponse> {
  const found = /^\d+$/.test(rawId) ? await attempt(() => getItem(Number(rawId))) : null;
  const item = found?.ok ? found.data : null;
  const picture = await pictureDataUrl(item?.images[0]);
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', background: '#fffaf3', fontFamily: 'Geist', color: '#1d1633' }}>
        {picture && (
          <div style={{ width: 504, height: 630, display: 'flex', background: '#f6efe4' }}>
            {/* eslint-disable-next-line jsx-a11y/alt-text -- drawn into a PNG, never shown as HTML */}
            <img src={picture} width={504} height={630} style={{ objectFit: 'cover' }} />
          </div>
        )}
        <div style={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: '64px 56px' }}>
          <div style={{ display: 'flex', fontSize: 34, fontWeight: 700, color: '#2d1b69' }}>{SHOP_NAME}</div>
          <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
            <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.1 }}>{item?.name ?? 'Custom merch printed in India'}</div>
            {item && (
              <div style={{ display: 'flex', alignItems: 'baseline', gap: 20 }}>
                <span style={{ fontSize: 56, fontWeight: 700, color: '#b0145a' }}>{formatRupees(item.price)}</span>
                {item.oldPrice > item.price && (
                  <span style={{ fontSize: 36, color: '#4d4763', textDecoration: 'line-through' }}>{formatRupees(item.oldPrice)}</span>
                )}
              </div>
            )}
            {item && item.rating.average !== null && (
              <div style={{ fontSize: 30, color: '#4d4763' }}>
                {`Rated ${item.rating.average.toFixed(1)} / 5 · ${item.rating.count} ${item.rating.count === 1 ? 'review' : 'reviews'}`}
              </div>
            )}
          </div>
          <div style={{ display: 'flex', fontSize: 28, color: '#4d4763' }}>{`Made in ${item?.details.countryOfOrigin ?? 'India'}`}</div>
        </div>
      </div>
    ),
    { ...SHARE_SIZE, fonts: await loadFonts() },
  );
}
