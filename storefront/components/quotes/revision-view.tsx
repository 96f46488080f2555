import { type QuoteRevision, quotePdfUrl } from '@/lib/api/quotes';
import { formatDate, formatRupees } from '@/lib/format';

/** One revision as sent: its lines (the price tier, a changed price's reason), delivery, the GST split, the terms. */
export function RevisionView({ token, revision: r }: { token: string; revision: QuoteRevision }) {
  const gst: [string, string][] = Number(r.igst) > 0 ? [['IGST', r.igst]] : [['CGST', r.cgst], ['SGST', r.sgst]];
  return (
    <section className="card quote-revision" aria-label={`Revision ${r.number}`}>
      <h2>Revision {r.number}</h2>
      <div className="quote-table-wrap">
        <table className="quote-lines">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Qty</th>
              <th scope="col">Unit price</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {r.lines.map((line, i) => (
              <tr key={i}>
                <td>
                  {line.kind === 'setup' ? `Setup: ${line.size} (once)` : `Size ${line.size}`}
                  {line.kind === 'goods' && line.tier ? <span className="muted"> · {line.tier} pieces</span> : null}
                  {line.reason ? <div className="field-hint">{line.reason}</div> : null}
                </td>
                <td>{line.quantity}</td>
                <td>{formatRupees(line.unit_price)}</td>
                <td>{formatRupees(line.line_total)}</td>
              </tr>
            ))}
            {Number(r.delivery) > 0 && (
              <tr>
                <td>Delivery</td>
                <td>1</td>
                <td>{formatRupees(r.delivery)}</td>
                <td>{formatRupees(r.delivery)}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <dl className="quote-facts">
        <dt>Taxable value</dt>
        <dd>{formatRupees(r.taxable)}</dd>
        {gst.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{formatRupees(value)}</dd>
          </div>
        ))}
        <dt>Total (GST included)</dt>
        <dd data-testid={`quote-total-${r.number}`}>{formatRupees(r.total)}</dd>
        <dt>Place of supply</dt>
        <dd>{r.place_of_supply}</dd>
        <dt>Payment</dt>
        <dd>{r.terms}</dd>
        <dt>Expected dispatch</dt>
        <dd>{formatDate(r.dispatch_by)}</dd>
        <dt>Valid until</dt>
        <dd>{formatDate(r.valid_until)}</dd>
      </dl>
      {r.note && <p>{r.note}</p>}
      {r.change_comment && <p className="muted">You asked: “{r.change_comment}”</p>}
      <a href={quotePdfUrl(token, r.number)} target="_blank" rel="noopener">
        Download the PDF
      </a>
    </section>
  );
}
