'use client';
/** In the bag: a gift card's code and the customer's store credit, spent after the total; what is left to pay. */
import { useTranslations } from 'next-intl';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { formatDate, formatRupees } from '@/lib/format';
import { type Tenders, tenderSplit } from './use-tenders';
import './wallet.css';

export function TenderFields({ tenders: t, total }: { tenders: Tenders; total: number | null }) {
  const w = useTranslations('wallet');
  const split = tenderSplit(total ?? 0, t.useCredit ? t.credit : 0, t.card ? Number(t.card.balance) : 0);
  return (
    <fieldset className="tenders">
      <legend>{w('title')}</legend>
      {t.card ? (
        <p className="tender-applied" data-testid="gift-card-applied">
          {w('card')} <span lang="en">{t.card.code}</span> · {w('balance')} {formatRupees(Number(t.card.balance))}
          {t.card.expires_on && <> · {w('validUntil')} {formatDate(t.card.expires_on)}</>}{' '}
          <button type="button" className="tender-link" onClick={t.remove}>
            {w('remove')}
          </button>
        </p>
      ) : (
        <FormField id="gift-card-code" label={w('code')} error={t.codeError} announce>
          <div className="tender-row">
            <input
              {...fieldAria('gift-card-code', t.codeError)}
              value={t.code}
              onChange={(e) => t.setCode(e.target.value)}
              placeholder={w('codeHint')}
              autoComplete="off"
              autoCapitalize="characters"
            />
            <button type="button" className="btn btn-outline" onClick={() => void t.apply()} disabled={!t.code.trim()}>
              {w('apply')}
            </button>
          </div>
        </FormField>
      )}
      {t.credit > 0 && (
        <label className="tender-credit">
          <input type="checkbox" checked={t.useCredit} onChange={(e) => t.setUseCredit(e.target.checked)} /> {w('useCredit', { amount: formatRupees(t.credit) })}
        </label>
      )}
      {total !== null && (split.credit > 0 || split.card > 0) && (
        <dl className="tender-split">
          {split.credit > 0 && (
            <>
              <dt>{w('credit')}</dt>
              <dd>−{formatRupees(split.credit)}</dd>
            </>
          )}
          {split.card > 0 && (
            <>
              <dt>{w('card')}</dt>
              <dd>−{formatRupees(split.card)}</dd>
            </>
          )}
          <dt>{w('toPay')}</dt>
          <dd data-testid="to-pay">{formatRupees(split.left)}</dd>
        </dl>
      )}
    </fieldset>
  );
}
