import type { Breakdown } from '@/lib/api/orders';
import { rupees } from '@/lib/studio/rules';
import './studio.css';

/** The money rules' answer, line by line, as the server computed it. */
export function PriceBreakdown({ breakdown, method }: { breakdown: Breakdown; method: 'cod' | 'upi' }) {
  const b = breakdown;
  return (
    <div className="breakdown" aria-live="polite" data-testid="price-breakdown">
      <dl>
        {b.lines.map((l) => (
          <div key={`${l.catalogueItemId ?? ''}-${l.size}`} style={{ display: 'contents' }}>
            <dt>
              {l.name} · {l.size} × {l.quantity}
            </dt>
            <dd>{rupees(l.lineTotal)}</dd>
          </div>
        ))}
        <dt>Subtotal</dt>
        <dd>{rupees(b.subtotal)}</dd>
        {b.discountAmount > 0 && (
          <>
            <dt>{b.discountCode === 'CLUB10' ? 'Club discount (first order)' : `Code ${b.discountCode}`}</dt>
            <dd>−{rupees(b.discountAmount)}</dd>
          </>
        )}
        {b.onlineDiscount > 0 && (
          <>
            <dt>Online payment discount</dt>
            <dd>−{rupees(b.onlineDiscount)}</dd>
          </>
        )}
        <dt>Shipping</dt>
        <dd>{b.shipping > 0 ? rupees(b.shipping) : 'Free'}</dd>
        <dt className="total">Total</dt>
        <dd className="total" data-testid="quote-total">
          {rupees(b.total)}
        </dd>
      </dl>
      {method === 'cod' && !b.codAllowed && (
        <p className="field-error" role="alert" style={{ marginTop: 8 }}>
          Cash on delivery is only for orders below {rupees(b.codBelow)}. Please pay by UPI.
        </p>
      )}
      {b.shipping > 0 && (
        <p className="field-hint" style={{ marginTop: 8, marginBottom: 0 }}>
          Free shipping on orders over ₹999.
        </p>
      )}
    </div>
  );
}
