'use client';
/** The return form's items: how many of each line come back and, for an exchange, the size wanted instead. */
import type { ReturnKind, ReturnableLine } from '@/lib/api/returns';
import { formatRupees } from '@/lib/format';

interface Props {
  lines: ReturnableLine[];
  kind: ReturnKind;
  quantities: Record<number, number>;
  sizes: Record<number, string>;
  onQuantity: (lineId: number, quantity: number) => void;
  onSize: (lineId: number, size: string) => void;
}

export function ReturnLines({ lines, kind, quantities, sizes, onQuantity, onSize }: Props) {
  return (
    <ul className="return-lines" aria-label="Items to return">
      {lines.map((line) => {
        const qtyId = `return-qty-${line.lineId}`;
        const sizeId = `return-size-${line.lineId}`;
        const left = line.returnableQuantity;
        const chosen = quantities[line.lineId] ?? 0;
        return (
          <li key={line.lineId} className="return-line">
            <div className="return-line-name">
              <strong>{line.item}</strong> <span className="muted">· size {line.size} · {formatRupees(line.unitPrice)} each</span>
              {left < line.quantity && <span className="field-hint"> ({left} of {line.quantity} can still be returned)</span>}
            </div>
            {left === 0 ? (
              <span className="field-hint">Already in a return.</span>
            ) : (
              <div className="return-line-fields">
                <label htmlFor={qtyId}>Quantity to return</label>
                <select id={qtyId} value={chosen} onChange={(e) => onQuantity(line.lineId, Number(e.target.value))} aria-label={`Quantity to return: ${line.item}, size ${line.size}`}>
                  {Array.from({ length: left + 1 }, (_, n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
                {kind === 'exchange' && chosen > 0 && (
                  <>
                    <label htmlFor={sizeId}>New size</label>
                    <select id={sizeId} value={sizes[line.lineId] ?? ''} onChange={(e) => onSize(line.lineId, e.target.value)} aria-label={`New size: ${line.item}, size ${line.size}`}>
                      <option value="">Choose</option>
                      {line.exchangeSizes.map((s) => (
                        <option key={s} value={s}>
                          {s}
                        </option>
                      ))}
                    </select>
                  </>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
