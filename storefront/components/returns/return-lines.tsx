'use client';
/** The return form's items: how many of each line come back and, for an exchange, the size wanted instead. */
import { useTranslations } from 'next-intl';
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
  const t = useTranslations('tracking.returnForm');
  return (
    <ul className="return-lines" aria-label={t('itemsLabel')}>
      {lines.map((line) => {
        const qtyId = `return-qty-${line.lineId}`;
        const sizeId = `return-size-${line.lineId}`;
        const left = line.returnableQuantity;
        const chosen = quantities[line.lineId] ?? 0;
        return (
          <li key={line.lineId} className="return-line">
            <div className="return-line-name">
              {/* the item's name as the shop keeps it */}
              <strong lang="">{line.item}</strong> <span className="muted">{t('lineMeta', { size: line.size, price: formatRupees(line.unitPrice) })}</span>
              {left < line.quantity && <span className="field-hint">{t('left', { left, total: line.quantity })}</span>}
            </div>
            {left === 0 ? (
              <span className="field-hint">{t('already')}</span>
            ) : (
              <div className="return-line-fields">
                <label htmlFor={qtyId}>{t('quantity')}</label>
                <select id={qtyId} value={chosen} onChange={(e) => onQuantity(line.lineId, Number(e.target.value))} aria-label={t('quantityAria', { item: line.item, size: line.size })}>
                  {Array.from({ length: left + 1 }, (_, n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
                {kind === 'exchange' && chosen > 0 && (
                  <>
                    <label htmlFor={sizeId}>{t('newSize')}</label>
                    <select id={sizeId} value={sizes[line.lineId] ?? ''} onChange={(e) => onSize(line.lineId, e.target.value)} aria-label={t('newSizeAria', { item: line.item, size: line.size })}>
                      <option value="">{t('choose')}</option>
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
