'use client';
/** The order form's payment method, UPI reference, discount code and the live price. */
import type { Breakdown, PaymentMethod } from '@/lib/api/orders';
import { PriceBreakdown } from './price-breakdown';

interface Props {
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  upiReference: string;
  onUpiReferenceChange: (reference: string) => void;
  code: string;
  onCodeChange: (code: string) => void;
  quoteReady: boolean;
  quote: Breakdown | null;
  quoteError: string;
  err: (field: string) => string | undefined;
}

export function PaymentFields(p: Props) {
  const { method, quoteReady, quote, quoteError, err } = p;
  return (
    <>
      <fieldset>
        <legend>Payment</legend>
        <div className="pay-options">
          <label>
            <input type="radio" name="payment" value="cod" checked={method === 'cod'} onChange={() => p.onMethodChange('cod')} />
            Cash on delivery
          </label>
          <label>
            <input type="radio" name="payment" value="upi" checked={method === 'upi'} onChange={() => p.onMethodChange('upi')} />
            UPI (5% off under ₹5000)
          </label>
        </div>
        {method === 'upi' && (
          <div className="field" style={{ marginTop: 10 }}>
            <label htmlFor="studio-upi-ref">UPI reference (if you have already paid)</label>
            <input id="studio-upi-ref" value={p.upiReference} maxLength={40} onChange={(e) => p.onUpiReferenceChange(e.target.value)} />
            <span className="field-hint">After you confirm we show a UPI link and QR code with the amount.</span>
            {err('upi_reference') && <span className="field-error">{err('upi_reference')}</span>}
          </div>
        )}
        {err('payment_method') && <span className="field-error">{err('payment_method')}</span>}
      </fieldset>

      <div className="field">
        <label htmlFor="studio-code">Discount code</label>
        <input id="studio-code" value={p.code} placeholder="FEST15" maxLength={30} onChange={(e) => p.onCodeChange(e.target.value)} />
        {((quoteReady && quoteError) || err('code')) && (
          <span className="field-error">{(quoteReady && quoteError) || err('code')}</span>
        )}
      </div>

      {quote && quoteReady ? (
        <PriceBreakdown breakdown={quote} method={method} />
      ) : (
        <p className="field-hint">Choose a product and a size to see the price.</p>
      )}
    </>
  );
}
