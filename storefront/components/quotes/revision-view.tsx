import { useTranslations } from 'next-intl';
import { type QuoteRevision, quotePdfUrl } from '@/lib/api/quotes';
import { formatDate, formatRupees } from '@/lib/format';

/** The payment terms as the server words them (core/quotes/models.py, QuoteRevision.Terms), keyed for translation. */
const TERMS: Record<string, string> = { 'Advance before production': 'advance', 'Net 15 days': 'net15', 'Net 30 days': 'net30' };

/** One revision as sent: its lines (the price tier, a changed price's reason), delivery, the GST split, the terms. */
export function RevisionView({ token, revision: r }: { token: string; revision: QuoteRevision }) {
  const t = useTranslations('quotesPages');
  const gst: [string, string][] = Number(r.igst) > 0 ? [['IGST', r.igst]] : [['CGST', r.cgst], ['SGST', r.sgst]];
  return (
    <section className="card quote-revision" aria-label={t('revision', { number: r.number })}>
      <h2>{t('revision', { number: r.number })}</h2>
      <div className="quote-table-wrap">
        <table className="quote-lines">
          <thead>
            <tr>
              <th scope="col">{t('item')}</th>
              <th scope="col">{t('qty')}</th>
              <th scope="col">{t('unitPrice')}</th>
              <th scope="col">{t('amount')}</th>
            </tr>
          </thead>
          <tbody>
            {r.lines.map((line, i) => (
              <tr key={i}>
                <td>
                  {line.kind === 'setup' ? t.rich('setup', { what: () => <span lang="en">{line.size}</span> }) : t('size', { size: line.size })}
                  {line.kind === 'goods' && line.tier ? <span className="muted"> · {t('tier', { tier: line.tier })}</span> : null}
                  {line.reason ? (
                    <div className="field-hint" lang="en">
                      {line.reason}
                    </div>
                  ) : null}
                </td>
                <td>{line.quantity}</td>
                <td>{formatRupees(line.unit_price)}</td>
                <td>{formatRupees(line.line_total)}</td>
              </tr>
            ))}
            {Number(r.delivery) > 0 && (
              <tr>
                <td>{t('delivery')}</td>
                <td>1</td>
                <td>{formatRupees(r.delivery)}</td>
                <td>{formatRupees(r.delivery)}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <dl className="quote-facts">
        <dt>{t('taxable')}</dt>
        <dd>{formatRupees(r.taxable)}</dd>
        {gst.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{formatRupees(value)}</dd>
          </div>
        ))}
        <dt>{t('total')}</dt>
        <dd data-testid={`quote-total-${r.number}`}>{formatRupees(r.total)}</dd>
        <dt>{t('placeOfSupply')}</dt>
        <dd lang="en">{r.place_of_supply}</dd>
        <dt>{t('payment')}</dt>
        <dd lang={TERMS[r.terms] ? undefined : 'en'}>{TERMS[r.terms] ? t(`terms.${TERMS[r.terms]}`) : r.terms}</dd>
        <dt>{t('dispatch')}</dt>
        <dd>{formatDate(r.dispatch_by)}</dd>
        <dt>{t('validUntil')}</dt>
        <dd>{formatDate(r.valid_until)}</dd>
      </dl>
      {r.note && <p lang="en">{r.note}</p>}
      {r.change_comment && (
        <p className="muted">
          {t('youAsked')} <span lang="en">“{r.change_comment}”</span>
        </p>
      )}
      <a href={quotePdfUrl(token, r.number)} target="_blank" rel="noopener">
        {t('downloadPdf')}
      </a>
    </section>
  );
}
