/**
 * Drawn over the side's canvas, never into the print file: the safe zone as a dashed line inside the print area's
 * edge, and the area's printed size.
 */
import { type PrintArea, areaLabel, safeRect } from '@/lib/studio/print-areas';
import { CANVAS_H, CANVAS_W } from './canvas-size';

export function PrintAreaGuides({ area }: { area: PrintArea }) {
  const safe = safeRect(area, CANVAS_W);
  const pct = (v: number, of: number) => `${(v / of) * 100}%`;
  return (
    <div className="studio-guides" aria-hidden="true" data-testid="print-area-guides">
      <div
        className="studio-safe-zone"
        style={{ left: pct(safe.x, CANVAS_W), top: pct(safe.y, CANVAS_H), width: pct(safe.w, CANVAS_W), height: pct(safe.h, CANVAS_H) }}
      />
      <span className="studio-area-size">{areaLabel(area)}</span>
    </div>
  );
}
