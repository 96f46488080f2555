'use client';

import { useLocale, useTranslations } from 'next-intl';/** The bag's lines: each item with its size and price, one less / one more, the quantity box and Remove. */
import { Link } from '@/i18n/navigation';
import { textLang } from '@/i18n/languages';
import type { BagAction, BagLine } from '@/lib/bag/bag';
import { formatRupees } from '@/lib/format';

export function BagLines({ lines, dispatch }: { lines: BagLine[]; dispatch: (action: BagAction) => void }) {
  const t = useTranslations('bag');
  const locale = useLocale();
  const setQuantity = (l: BagLine, quantity: number) => dispatch({ type: 'set-quantity', itemId: l.itemId, size: l.size, quantity });
  return (
    <ul className="bag-lines" aria-label={t('items')}>
      {lines.map((l) => (
        <li key={`${l.itemId}-${l.size}`} className="bag-line" data-testid="bag-line">
          {l.image ? <img src={l.image} alt="" /> : <span />}
          <div>
            <h3>
              <Link href={`/brevity/${l.itemId}`} lang={textLang(l.name, locale)}>
                {l.name}
              </Link>
            </h3>
            <p className="muted" style={{ margin: 0 }}>
              {l.color && (
                <>
                  <span lang="en">{l.color}</span> ·{' '}
                </>
              )}
              {t('lineInfo', { size: l.size, price: formatRupees(l.price) })}
            </p>
          </div>
          <div className="bag-qty">
            <button type="button" className="btn btn-small btn-outline" aria-label={t('oneLess', { name: l.name, size: l.size })} onClick={() => setQuantity(l, l.quantity - 1)}>
              −
            </button>
            <label className="visually-hidden" htmlFor={`bag-qty-${l.itemId}-${l.size}`}>
              {t('quantityOf', { name: l.name, size: l.size })}
            </label>
            <input
              id={`bag-qty-${l.itemId}-${l.size}`}
              type="number"
              min={1}
              max={99}
              value={l.quantity}
              onChange={(e) => {
                const q = Number(e.target.value);
                if (q >= 1) setQuantity(l, q);
              }}
            />
            <button type="button" className="btn btn-small btn-outline" aria-label={t('oneMore', { name: l.name, size: l.size })} onClick={() => setQuantity(l, l.quantity + 1)}>
              +
            </button>
            <button type="button" className="link-button" onClick={() => dispatch({ type: 'remove', itemId: l.itemId, size: l.size })}>
              {t('remove')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
