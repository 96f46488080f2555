'use client';
/**
 * "Templates & clip-art": the button that opens the shelf. The shelf, its list and the code that puts a drawing on
 * the canvas load only when it is pressed (not with the studio).
 */
import type { Canvas } from 'fabric';
import { useTranslations } from 'next-intl';
import { Suspense, lazy, useState } from 'react';
import type { ShelfItem } from '@/lib/api/studio-art';
import type { PrintArea } from '@/lib/studio/print-areas';
import './shelf.css';

const ArtShelf = lazy(() => import('./art-shelf').then((m) => ({ default: m.ArtShelf })));

interface Props {
  fabric: () => typeof import('fabric') | null;
  canvas: () => Canvas | undefined;
  whenReady: () => Promise<void>;
  area: PrintArea;
  pixelsPerInch: number;
}

export function ShelfButton({ fabric, canvas, whenReady, area, pixelsPerInch }: Props) {
  const t = useTranslations('studioShelf');
  const [open, setOpen] = useState(false);
  const place = async (item: ShelfItem) => {
    await whenReady();
    const [{ placeArt }, f, c] = [await import('./place-art'), fabric(), canvas()];
    if (f && c) await placeArt(f, c, item, area, pixelsPerInch);
  };
  return (
    <div className="art-shelf-wrap">
      {!open && (
        <button type="button" className="btn btn-small btn-outline" onClick={() => setOpen(true)} aria-expanded={false}>
          {t('open')}
        </button>
      )}
      {open && (
        <Suspense fallback={<p role="status">{t('opening')}</p>}>
          <ArtShelf onPick={place} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
