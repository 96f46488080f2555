'use client';
import { useTranslations } from 'next-intl';
/**
 * The side's layers, each a button that selects it (the canvas needs a pointer; this list does not), "Fit to print
 * area" for the selected one, and what the checks found per layer: pictures that may print blurry at their size,
 * layers past the safe zone.
 */
import { Notice } from '@/components/ui/notice';
import { type LayerFact, type LayerWords, layerWarnings } from '@/lib/studio/layer-checks';
import type { PrintArea } from '@/lib/studio/print-areas';
import { CANVAS_W } from './canvas-size';

interface Props {
  layers: LayerFact[];
  area: PrintArea;
  activeIndex: number;
  onSelect: (index: number) => void;
  onFit: () => void;
}

export function LayerPanel({ layers, area, activeIndex, onSelect, onFit }: Props) {
  const t = useTranslations('studio');
  const e = useTranslations('editor');
  const pictureName = (i: number) => e('layerPicture', { n: layers.slice(0, i + 1).filter((l) => l.kind === 'picture').length });
  /** A layer's name in the list: 'Picture 2', or 'Text' and the text as the customer wrote it. */
  const nameOf = (i: number) => {
    const layer = layers[i]!;
    if (layer.kind === 'picture') return pictureName(i);
    return (
      <>
        {e('layerText')} <span lang="">{layer.name}</span>
      </>
    );
  };
  const words: LayerWords = {
    dpi: (name, dpi, min) => e('dpiWarning', { name, dpi, min }),
    safeZone: (name) => e('safeZoneWarning', { name }),
  };
  const warnings = layerWarnings(layers, area, CANVAS_W, words, (layer, i) => (layer.kind === 'picture' ? pictureName(i) : layer.name));
  const dpi = warnings.filter((w) => w.kind === 'dpi');
  const safe = warnings.filter((w) => w.kind === 'safe-zone');
  return (
    <div className="studio-layers">
      {layers.length > 0 && (
        <div className="studio-tool-row">
          <span id="studio-layers-label" className="muted">
            {t('layers')}
          </span>
          <ol className="studio-layer-list" aria-labelledby="studio-layers-label">
            {layers.map((layer, i) => (
              <li key={i}>
                <button
                  type="button"
                  className="btn btn-small btn-outline"
                  aria-pressed={i === activeIndex}
                  onClick={() => onSelect(i)}
                  style={layer.font ? { fontFamily: `"${layer.font}", var(--font-geist-sans), sans-serif` } : undefined}
                >
                  {nameOf(i)}
                </button>
              </li>
            ))}
          </ol>
          <button type="button" className="btn btn-small btn-outline" onClick={onFit} disabled={activeIndex < 0}>
            {t('fit')}
          </button>
        </div>
      )}
      {dpi.length > 0 && (
        <Notice kind="info" role="status" data-testid="dpi-warning">
          {dpi.map((w) => (
            <span key={w.name} className="studio-warning-line">
              {w.message}
            </span>
          ))}
        </Notice>
      )}
      {safe.length > 0 && (
        <Notice kind="info" role="status" data-testid="safe-zone-warning">
          {safe.map((w) => (
            <span key={w.name} className="studio-warning-line">
              {w.message}
            </span>
          ))}
        </Notice>
      )}
    </div>
  );
}
