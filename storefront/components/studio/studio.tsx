'use client';
/** Customise Your Product: the live preview and editor on the left, the order form on the right. */
import Link from 'next/link';
import { useEffect, useMemo, useRef, useState } from 'react';
import { api } from '@/lib/api/client';
import { ApiError, messageOr } from '@/lib/api/errors';
import {
  type Breakdown,
  type PaymentMethod,
  type PlacedOrder,
  newIdempotencyKey,
  placeOrder,
  quoteDesign,
} from '@/lib/api/orders';
import type { Me, Order } from '@/lib/api/types';
import type { StudioCatalogue } from '@/lib/studio/catalogue';
import { type Side, garmentFor } from '@/lib/studio/garments';
import {
  CUSTOM_SIZE,
  HEX_RE,
  STANDARD_SIZE,
  type SizeLine,
  type StudioErrors,
  addLine,
  customSizeCode,
  customSizeError,
  quantityError,
  removeLine,
  rupees,
  setLineQuantity,
  validateStudio,
} from '@/lib/studio/rules';
import { DesignEditor, type EditorHandle, type PrintFiles } from './design-editor';
import { PriceBreakdown } from './price-breakdown';
import { UpiPayment } from './upi-payment';
import './studio.css';

interface Props {
  catalogue: StudioCatalogue;
  /** A design page's product (from the path): chosen at the start. */
  fixedProduct?: string;
  /** The phone_number of the query, used only for the Return link. */
  phone?: string;
  heading?: string;
}

type Stage = 'form' | 'sending' | 'done';

export function Studio({ catalogue, fixedProduct, phone, heading = 'Customise Your Product' }: Props) {
  const products = useMemo(
    () => catalogue.products.filter((p) => p.customisable || p.slug === fixedProduct),
    [catalogue.products, fixedProduct],
  );
  const [product, setProduct] = useState(fixedProduct && products.some((p) => p.slug === fixedProduct) ? fixedProduct : '');
  const [sleeve, setSleeve] = useState('');
  const [colour, setColour] = useState('#ffffff');
  const [colourText, setColourText] = useState('');
  const [size, setSize] = useState('');
  const [customSize, setCustomSize] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [lines, setLines] = useState<SizeLine[]>([]);
  const [instructions, setInstructions] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('cod');
  const [code, setCode] = useState('');
  const [upiReference, setUpiReference] = useState('');
  const [sidesWithDesign, setSidesWithDesign] = useState<Record<Side, boolean>>({ front: false, back: false });
  const [errors, setErrors] = useState<StudioErrors & Record<string, string | undefined>>({});
  const [sizeError, setSizeError] = useState('');
  const [quote, setQuote] = useState<Breakdown | null>(null);
  const [quoteError, setQuoteError] = useState('');
  const [stage, setStage] = useState<Stage>('form');
  const [formError, setFormError] = useState('');
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [previews, setPreviews] = useState<PrintFiles['previews']>({});
  const [me, setMe] = useState<Me | null>(null);
  const [myOrders, setMyOrders] = useState<Order[] | null>(null);
  const editor = useRef<EditorHandle>(null);
  const key = useRef<string>(newIdempotencyKey());

  const chosen = products.find((p) => p.slug === product);
  const shape = garmentFor(product, sleeve);
  const hasSleeves = (chosen?.sleeves.length ?? 0) > 0;
  const hasSizes = chosen?.hasSizes ?? true;
  const returnPhone = phone || me?.phoneNumber || '';

  useEffect(() => {
    api
      .me()
      .then(setMe)
      .catch(() => setMe({ authenticated: false, phoneNumber: null, name: null, isStaff: false }));
  }, []);

  // the lines the order and the quote use: the chosen list, or the size picked but not yet added
  const orderLines = useMemo<SizeLine[]>(() => {
    if (!chosen) return [];
    if (!hasSizes) {
      const q = Number(quantity);
      return quantityError(quantity) ? [] : [{ size: STANDARD_SIZE, quantity: q }];
    }
    if (lines.length) return lines;
    if (!size || quantityError(quantity)) return [];
    if (size === CUSTOM_SIZE) return customSizeError(customSize) ? [] : [{ size: customSizeCode(customSize), quantity: Number(quantity) }];
    return [{ size, quantity: Number(quantity) }];
  }, [chosen, hasSizes, lines, size, customSize, quantity]);

  // live price: the server's own pricing function, a moment after the last change
  const quoteReady = !!chosen && !(hasSleeves && !sleeve) && orderLines.length > 0;
  useEffect(() => {
    if (!quoteReady) return;
    const timer = window.setTimeout(() => {
      quoteDesign({ product, sleeve, lines: orderLines, code: code.trim(), paymentMethod: method })
        .then((q) => {
          setQuote(q);
          setQuoteError('');
        })
        .catch((error: unknown) => {
          setQuote(null);
          setQuoteError(
            error instanceof ApiError && error.errors.code ? (error.errors.code[0] ?? '') : messageOr(error, 'We could not price this order just now.'),
          );
        });
    }, 250);
    return () => window.clearTimeout(timer);
  }, [quoteReady, product, sleeve, orderLines, code, method]);

  const chooseProduct = (slug: string) => {
    setProduct(slug);
    setSleeve(''); // choosing a different product clears the T-Shirt sub-choice
    setErrors((e) => ({ ...e, product: undefined, sleeve: undefined }));
  };

  const chooseSize = (value: string) => {
    setSize(value);
    if (value !== CUSTOM_SIZE) setCustomSize(''); // another size clears the custom size
    setSizeError('');
  };

  const addSize = () => {
    if (!size) return setSizeError('Please choose a size.');
    const qErr = quantityError(quantity);
    if (qErr) return setSizeError(qErr);
    let code_ = size;
    if (size === CUSTOM_SIZE) {
      const cErr = customSizeError(customSize);
      if (cErr) return setSizeError(cErr);
      code_ = customSizeCode(customSize);
    }
    setLines((l) => addLine(l, code_, Number(quantity)));
    setSize('');
    setCustomSize('');
    setQuantity('1');
    setSizeError('');
    setErrors((e) => ({ ...e, sizes: undefined }));
  };

  const pickColour = (hex: string) => {
    setColour(hex.toLowerCase());
    setColourText(hex.toUpperCase());
    setErrors((e) => ({ ...e, color: undefined }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError('');
    if (chosen && hasSizes && size && !lines.length) {
      // the spec's single size field: validate the custom size when it is the one chosen
      if (size === CUSTOM_SIZE && customSizeError(customSize)) return setSizeError(customSizeError(customSize) ?? '');
    }
    if (quantityError(quantity) && (!hasSizes || !lines.length)) return setSizeError(quantityError(quantity) ?? '');
    const found = validateStudio({
      product,
      productHasSleeves: hasSleeves,
      productHasSizes: hasSizes,
      sleeve,
      color: colour,
      lines: orderLines,
      hasDesign: sidesWithDesign.front || sidesWithDesign.back,
    });
    setErrors(found);
    if (Object.keys(found).length) {
      setFormError('Please check the highlighted fields.');
      return;
    }
    if (!me?.authenticated) {
      setFormError('Please log in to place your order.');
      return;
    }
    setStage('sending');
    try {
      const files = await editor.current?.exportPrint();
      if (!files || (!files.front && !files.back)) throw new ApiError('Please add a design to the front or the back.', 400);
      setPreviews(files.previews);
      const result = await placeOrder(
        {
          product,
          sleeve,
          color: colour,
          lines: orderLines,
          instructions,
          paymentMethod: method,
          code: code.trim(),
          upiReference: upiReference.trim(),
          front: files.front,
          back: files.back,
        },
        key.current,
      );
      key.current = newIdempotencyKey();
      setPlaced(result);
      setStage('done');
      window.scrollTo({ top: 0, behavior: 'smooth' });
      api
        .orders(me.phoneNumber ?? '')
        .then(setMyOrders)
        .catch(() => setMyOrders([]));
    } catch (error) {
      setStage('form');
      if (error instanceof ApiError && error.status === 400) {
        key.current = newIdempotencyKey(); // the order was refused: the next try is a new order
        const fieldErrors: Record<string, string> = {};
        for (const [f, m] of Object.entries(error.errors)) if (m[0]) fieldErrors[f === 'sizes' || f === 'quantity' ? 'sizes' : f] = m[0];
        setErrors(fieldErrors);
      }
      if (error instanceof ApiError && error.status === 401) setFormError('Please log in to place your order.');
      else setFormError(messageOr(error, 'We could not send your order. Please try again.'));
    }
  };

  if (stage === 'done' && placed) {
    const o = placed.order;
    return (
      <section className="studio-done" aria-labelledby="done-title">
        <p className="notice notice-ok" role="status" id="done-title" data-testid="order-success">
          {placed.message}
        </p>
        <p>
          Order <strong data-testid="order-id">{o.orderId}</strong> · {o.product}
          {o.sleeve ? ` (${o.sleeve})` : ''} · {o.color} · {o.sizes.map((s) => `${s.size} × ${s.quantity}`).join(', ')} ·
          total <strong>{rupees(o.amount)}</strong> · {o.paymentMethod === 'upi' ? 'UPI' : 'Cash on delivery'}
        </p>
        {placed.upiLink && <UpiPayment link={placed.upiLink} qr={placed.upiQr} upiId={placed.upiId} amount={o.amount} orderId={o.orderId} />}
        {(previews.front || previews.back) && (
          <div className="previews" style={{ margin: '16px 0' }}>
            {(['front', 'back'] as Side[]).map((s) =>
              previews[s] ? (
                <figure key={s}>
                  <img src={previews[s]} alt={`${s === 'front' ? 'Front' : 'Back'} preview of your design`} />
                  <figcaption>{s === 'front' ? 'Front' : 'Back'}</figcaption>
                </figure>
              ) : null,
            )}
          </div>
        )}
        <h2>Your orders</h2>
        {myOrders === null ? (
          <p className="muted">Loading your orders…</p>
        ) : myOrders.length === 0 ? (
          <p>Sorry No orders found.</p>
        ) : (
          <ul className="order-mini" data-testid="my-orders">
            {myOrders.slice(0, 5).map((x) => (
              <li key={x.orderId}>
                <strong>{x.orderId}</strong>
                <span>{x.product}</span>
                <span>{x.status}</span>
                <span>{rupees(x.amount)}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="studio-actions">
          <Link className="btn" href={`/customerpilot?phone_number=${encodeURIComponent(returnPhone)}`}>
            See all my orders
          </Link>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              setPlaced(null);
              setStage('form');
              setLines([]);
            }}
          >
            Design another
          </button>
        </div>
      </section>
    );
  }

  const err = (f: string) => errors[f];

  return (
    <>
    <h1 id="studio-title">{heading}</h1>
    <div className="studio">
      <div className="studio-preview">
        <DesignEditor ref={editor} shape={shape} colour={colour} onDesignChange={setSidesWithDesign} />
        {err('design') && (
          <p className="field-error" role="alert">
            {err('design')}
          </p>
        )}
        {(err('front') || err('back')) && (
          <p className="field-error" role="alert">
            {err('front') ?? err('back')}
          </p>
        )}
      </div>

      <form className="studio-form" onSubmit={submit} noValidate aria-labelledby="studio-title">

        <div className="field">
          <label htmlFor="studio-product">Product</label>
          <select
            id="studio-product"
            value={product}
            onChange={(e) => chooseProduct(e.target.value)}
            aria-invalid={!!err('product')}
            required
          >
            <option value="">Select a product</option>
            {products.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.name}
              </option>
            ))}
          </select>
          {err('product') && <span className="field-error">{err('product')}</span>}
        </div>

        {hasSleeves && (
          <div className="field">
            <label htmlFor="studio-sleeve">Sleeve</label>
            <select id="studio-sleeve" value={sleeve} onChange={(e) => setSleeve(e.target.value)} aria-invalid={!!err('sleeve')} required>
              <option value="">Select sleeve type</option>
              {chosen?.sleeves.map((s) => (
                <option key={s.name} value={s.name}>
                  {s.name} ({rupees(s.price)})
                </option>
              ))}
            </select>
            {err('sleeve') && <span className="field-error">{err('sleeve')}</span>}
          </div>
        )}

        <fieldset>
          <legend>Colour</legend>
          <div className="studio-swatches">
            {catalogue.colours.map((c) => (
              <button
                key={c.hex + c.name}
                type="button"
                className="studio-swatch"
                title={c.name}
                aria-label={c.name}
                aria-pressed={colour === c.hex}
                style={{ background: c.hex }}
                onClick={() => pickColour(c.hex)}
              />
            ))}
          </div>
          <div className="colour-row field" style={{ marginBottom: 0 }}>
            <label className="visually-hidden" htmlFor="studio-colour-picker">
              Colour picker
            </label>
            <input id="studio-colour-picker" type="color" value={colour} onChange={(e) => pickColour(e.target.value)} />
            <label className="visually-hidden" htmlFor="studio-colour-hex">
              Colour as hex
            </label>
            <input
              id="studio-colour-hex"
              type="text"
              placeholder="#FFFFFF"
              value={colourText}
              aria-invalid={!!err('color')}
              onChange={(e) => {
                const v = e.target.value.trim();
                setColourText(v);
                const hex = v.startsWith('#') ? v : `#${v}`;
                if (HEX_RE.test(hex)) pickColour(hex);
              }}
            />
            <span className="muted">{catalogue.colours.find((c) => c.hex === colour)?.name ?? colour.toUpperCase()}</span>
          </div>
          {err('color') && <span className="field-error">{err('color')}</span>}
        </fieldset>

        {hasSizes ? (
          <fieldset>
            <legend>Sizes and quantities</legend>
            <div className="size-row">
              <div className="field" style={{ marginBottom: 0 }}>
                <label htmlFor="studio-size">Size</label>
                <select id="studio-size" value={size} onChange={(e) => chooseSize(e.target.value)}>
                  <option value="">Select size</option>
                  {catalogue.sizes.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
              </div>
              {size === CUSTOM_SIZE && (
                <div className="field" style={{ marginBottom: 0 }}>
                  <label htmlFor="studio-custom-size">Custom size</label>
                  <input
                    id="studio-custom-size"
                    type="number"
                    inputMode="numeric"
                    min={6}
                    placeholder="6"
                    value={customSize}
                    onChange={(e) => setCustomSize(e.target.value)}
                  />
                </div>
              )}
              <div className="field" style={{ marginBottom: 0 }}>
                <label htmlFor="studio-quantity">Quantity</label>
                <input
                  id="studio-quantity"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  value={quantity}
                  onChange={(e) => setQuantity(e.target.value)}
                />
              </div>
              <button type="button" className="btn btn-small btn-outline" onClick={addSize}>
                Add size
              </button>
            </div>
            {sizeError && <span className="field-error">{sizeError}</span>}
            {lines.length > 0 && (
              <ul className="size-lines" aria-label="Chosen sizes">
                {lines.map((l) => (
                  <li key={l.size}>
                    <strong>{l.size}</strong>
                    <label className="visually-hidden" htmlFor={`qty-${l.size}`}>
                      Quantity of {l.size}
                    </label>
                    <input
                      id={`qty-${l.size}`}
                      type="number"
                      min={1}
                      value={l.quantity}
                      onChange={(e) => setLines((all) => setLineQuantity(all, l.size, Math.max(1, Number(e.target.value) || 1)))}
                    />
                    <button type="button" className="link-button" onClick={() => setLines((all) => removeLine(all, l.size))}>
                      Remove {l.size}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {err('sizes') && <span className="field-error">{err('sizes')}</span>}
          </fieldset>
        ) : (
          <div className="field">
            <label htmlFor="studio-quantity">Quantity</label>
            <input
              id="studio-quantity"
              type="number"
              inputMode="numeric"
              min={1}
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
            />
            {(sizeError || err('sizes')) && <span className="field-error">{sizeError || err('sizes')}</span>}
          </div>
        )}

        <div className="field">
          <label htmlFor="studio-instructions">Special instructions</label>
          <textarea
            id="studio-instructions"
            value={instructions}
            maxLength={1000}
            onChange={(e) => setInstructions(e.target.value)}
            placeholder="Anything our printers should know (optional)"
            style={{ minHeight: 80 }}
          />
          {err('instructions') && <span className="field-error">{err('instructions')}</span>}
        </div>

        <fieldset>
          <legend>Payment</legend>
          <div className="pay-options">
            <label>
              <input type="radio" name="payment" value="cod" checked={method === 'cod'} onChange={() => setMethod('cod')} />
              Cash on delivery
            </label>
            <label>
              <input type="radio" name="payment" value="upi" checked={method === 'upi'} onChange={() => setMethod('upi')} />
              UPI (5% off under ₹5000)
            </label>
          </div>
          {method === 'upi' && (
            <div className="field" style={{ marginTop: 10 }}>
              <label htmlFor="studio-upi-ref">UPI reference (if you have already paid)</label>
              <input id="studio-upi-ref" value={upiReference} maxLength={40} onChange={(e) => setUpiReference(e.target.value)} />
              <span className="field-hint">After you confirm we show a UPI link and QR code with the amount.</span>
              {err('upi_reference') && <span className="field-error">{err('upi_reference')}</span>}
            </div>
          )}
          {err('payment_method') && <span className="field-error">{err('payment_method')}</span>}
        </fieldset>

        <div className="field">
          <label htmlFor="studio-code">Discount code</label>
          <input id="studio-code" value={code} placeholder="FEST15" maxLength={30} onChange={(e) => setCode(e.target.value)} />
          {((quoteReady && quoteError) || err('code')) && (
            <span className="field-error">{(quoteReady && quoteError) || err('code')}</span>
          )}
        </div>

        {quote && quoteReady ? (
          <PriceBreakdown breakdown={quote} method={method} />
        ) : (
          <p className="field-hint">Choose a product and a size to see the price.</p>
        )}

        {err('address') && (
          <p className="notice notice-error" role="alert">
            {err('address')}{' '}
            <Link href={`/customerpilot?phone_number=${encodeURIComponent(returnPhone)}`}>Edit your address</Link>
          </p>
        )}
        {formError && (
          <p className="notice notice-error" role="alert" data-testid="form-error">
            {formError}{' '}
            {formError === 'Please log in to place your order.' && <Link href="/login">Log in</Link>}
          </p>
        )}
        {me && !me.authenticated && !formError && (
          <p className="notice notice-info">
            Design freely; <Link href="/login">log in</Link> to place your order.
          </p>
        )}

        <div className="studio-actions">
          <button type="submit" className="btn" disabled={stage === 'sending'}>
            {stage === 'sending' ? 'Sending your order…' : 'Confirm Order'}
          </button>
          <Link className="btn btn-outline" href={`/customerpilot?phone_number=${encodeURIComponent(returnPhone)}`}>
            Return
          </Link>
        </div>
      </form>
    </div>
    </>
  );
}
