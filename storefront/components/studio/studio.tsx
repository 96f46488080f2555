'use client';
/** Customise Your Product: the live preview and editor on the left, the order form on the right. */
import Link from 'next/link';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '@/lib/api/client';
import type { PaymentMethod } from '@/lib/api/orders';
import type { OrderDesign } from '@/lib/api/reorder';
import type { Address, Me } from '@/lib/api/types';
import { DeliveryAddress } from '@/components/delivery/delivery-address';
import { PincodeCheck } from '@/components/delivery/pincode-check';
import type { StudioCatalogue } from '@/lib/studio/catalogue';
import { type Side, garmentFor } from '@/lib/studio/garments';
import { DesignEditor, type EditorHandle } from './design-editor';
import { OrderDone } from './order-done';
import { PaymentFields } from './payment-fields';
import { ProductFields } from './product-fields';
import { SizesEditor } from './sizes-editor';
import { type FormErrors, useConfirmOrder } from './use-confirm-order';
import { useLiveQuote } from './use-live-quote';
import { useOrderAgain } from './use-order-again';
import { useSizeLines } from './use-size-lines';
import './studio.css';

interface Props {
  catalogue: StudioCatalogue;
  /** A design page's product (from the path): chosen at the start. */
  fixedProduct?: string;
  /** The phone_number of the query, used only for the Return link. */
  phone?: string;
  heading?: string;
  /** "Order again": the past order (?order=) whose design, product, colour and sizes to start from. */
  againOrder?: string;
}

export function Studio({ catalogue, fixedProduct, phone, heading = 'Customise Your Product', againOrder }: Props) {
  const products = useMemo(
    () => catalogue.products.filter((p) => p.customisable || p.slug === fixedProduct),
    [catalogue.products, fixedProduct],
  );
  const [product, setProduct] = useState(fixedProduct && products.some((p) => p.slug === fixedProduct) ? fixedProduct : '');
  const [sleeve, setSleeve] = useState('');
  const [colour, setColour] = useState('#ffffff');
  const [colourText, setColourText] = useState('');
  const [instructions, setInstructions] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('cod');
  const [code, setCode] = useState('');
  const [upiReference, setUpiReference] = useState('');
  const [sidesWithDesign, setSidesWithDesign] = useState<Record<Side, boolean>>({ front: false, back: false });
  const [errors, setErrors] = useState<FormErrors>({});
  const [me, setMe] = useState<Me | null>(null);
  const [shipTo, setShipTo] = useState<Address | null>(null);
  const editor = useRef<EditorHandle>(null);

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

  const sizes = useSizeLines(!!chosen, hasSizes, () => setErrors((e) => ({ ...e, sizes: undefined })));
  const { setLines } = sizes;
  const startFrom = useCallback(
    (past: OrderDesign) => {
      setProduct(past.product);
      setSleeve(past.sleeve);
      setColour(past.colourHex.toLowerCase());
      setColourText(past.colourHex.toUpperCase());
      setInstructions(past.instructions);
      setLines(past.sizes);
    },
    [setLines],
  );
  const again = useOrderAgain(againOrder, editor, startFrom);
  const quoteReady = !!chosen && !(hasSleeves && !sleeve) && sizes.orderLines.length > 0;
  const { quote, quoteError } = useLiveQuote({ ready: quoteReady, product, sleeve, lines: sizes.orderLines, code, method });
  const order = useConfirmOrder({
    productChosen: !!chosen,
    product,
    hasSleeves,
    hasSizes,
    sleeve,
    colour,
    instructions,
    method,
    code,
    upiReference,
    sidesWithDesign,
    sizes,
    address: shipTo,
    me,
    editor,
    setErrors,
  });
  const { stage, formError } = order;

  const chooseProduct = (slug: string) => {
    editor.current?.wake();
    setProduct(slug);
    setSleeve(''); // choosing a different product clears the T-Shirt sub-choice
    setErrors((e) => ({ ...e, product: undefined, sleeve: undefined }));
  };

  const pickColour = (hex: string) => {
    setColour(hex.toLowerCase());
    setColourText(hex.toUpperCase());
    setErrors((e) => ({ ...e, color: undefined }));
  };

  if (stage === 'done' && order.placed) {
    return (
      <OrderDone
        placed={order.placed}
        previews={order.previews}
        myOrders={order.myOrders}
        returnPhone={returnPhone}
        onDesignAnother={order.designAnother}
      />
    );
  }

  const err = (f: string) => errors[f];
  // the customer is here to design: load the editor while they look and choose
  const wake = () => editor.current?.wake();

  return (
    <>
    <h1 id="studio-title">{heading}</h1>
    {again.notice && (
      <p className={`notice ${again.failed ? 'notice-error' : 'notice-info'}`} role={again.failed ? 'alert' : 'status'}>
        {again.notice}
      </p>
    )}
    <div className="studio" onPointerEnter={wake} onPointerDown={wake} onFocusCapture={wake}>
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

      <form className="studio-form" onSubmit={order.submit} noValidate aria-labelledby="studio-title">

        <ProductFields
          products={products}
          colours={catalogue.colours}
          product={product}
          chosen={chosen}
          hasSleeves={hasSleeves}
          onProductChange={chooseProduct}
          sleeve={sleeve}
          onSleeveChange={setSleeve}
          colour={colour}
          colourText={colourText}
          onColourTextChange={setColourText}
          pickColour={pickColour}
          err={err}
        />

        <SizesEditor sizes={catalogue.sizes} hasSizes={hasSizes} state={sizes} err={err} />

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

        <PaymentFields
          method={method}
          onMethodChange={setMethod}
          upiReference={upiReference}
          onUpiReferenceChange={setUpiReference}
          code={code}
          onCodeChange={setCode}
          quoteReady={quoteReady}
          quote={quote}
          quoteError={quoteError}
          err={err}
        />

        <PincodeCheck reading="design" amount={quote?.total ?? null} id="studio-pincode" />
        <DeliveryAddress value={shipTo} onChange={setShipTo} />

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
