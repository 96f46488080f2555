'use client';
import { useTranslations } from 'next-intl';
/** Customise Your Product: the live preview and editor on the left, the order form on the right. */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { BusinessFields } from '@/components/checkout/business-fields';
import { DeliveryAddress } from '@/components/delivery/delivery-address';
import { PincodeCheck } from '@/components/delivery/pincode-check';
import { PaymentFields } from '@/components/checkout/payment-fields';
import { useLiveQuote, usePaymentChoice } from '@/components/checkout/use-checkout';
import type { Business } from '@/lib/api/account';
import type { OrderDesign } from '@/lib/api/reorder';
import type { Address, StudioCatalogue } from '@/lib/api/types';
import type { MoneyWords } from '@/lib/money-words';
import { useSession } from '@/lib/session';
import type { Side } from '@/lib/studio/garments';
import { ConfirmBar } from './confirm-bar';
import { DesignEditor, type EditorHandle } from './design-editor';
import { OrderDone } from './order-done';
import { ProductFields } from './product-fields';
import { SizesEditor } from './sizes-editor';
import { TeamPanel } from './team/team-panel';
import { useTeam } from './team/use-team';
import { type FormErrors, useConfirmOrder } from './use-confirm-order';
import { useOpenShare } from './share/use-open-share';
import { useOrderAgain } from './use-order-again';
import { useSizeLines } from './use-size-lines';
import { useStudioProduct } from './use-studio-product';
import './studio.css';

interface Props {
  catalogue: StudioCatalogue;
  /** The shop's money promises, worded from the admin team's rules (the UPI choice, the code's example). */
  words: MoneyWords;
  /** A design page's product (from the path): chosen at the start. */
  fixedProduct?: string;
  /** The phone_number of the query, used only for the Return link (read from the address when not given). */
  phone?: string;
  heading?: string;
  /** "Order again": the past order (?order=) whose design, product, colour and sizes to start from. */
  againOrder?: string;
  /** "Open in the studio" from a shared design (?share=): its product, colour and layers. */
  shareToken?: string;
}

const noSubscription = () => () => undefined;
const queryPhoneNumber = () => new URLSearchParams(window.location.search).get('phone_number') ?? '';

export function Studio({ catalogue, words, fixedProduct, phone, heading, againOrder, shareToken }: Props) {
  const t = useTranslations('studio');
  const [errors, setErrors] = useState<FormErrors>({});
  const clearErrors = (...fields: string[]) => setErrors((e) => ({ ...e, ...Object.fromEntries(fields.map((f) => [f, undefined])) }));
  const product = useStudioProduct(catalogue, fixedProduct, clearErrors);
  const sizes = useSizeLines(!!product.chosen, product.hasSizes, () => clearErrors('sizes'));
  const choice = usePaymentChoice();
  const [instructions, setInstructions] = useState('');
  const [sidesWithDesign, setSidesWithDesign] = useState<Record<Side, boolean>>({ front: false, back: false });
  const me = useSession();
  const editor = useRef<EditorHandle>(null);
  const [shipTo, setShipTo] = useState<Address | null>(null);
  const [business, setBusiness] = useState<Business | null>(null);
  const again = useOrderAgain(againOrder, editor, (past: OrderDesign) => {
    product.chooseProduct(past.product);
    product.setSleeve(past.sleeve);
    product.pickColour(past.colourHex);
    setInstructions(past.instructions);
    sizes.setLines(past.sizes);
  });
  const shared = useOpenShare(shareToken, editor, (s) => {
    product.chooseProduct(s.product);
    product.setSleeve(s.sleeve);
    product.pickColour(s.colour);
  });
  // the editor (fabric.js) loads when the customer starts designing: choosing another product is a start
  const firstProduct = useRef(product.product);
  useEffect(() => {
    if (product.product !== firstProduct.current) editor.current?.wake();
  }, [product.product]);
  const wake = () => editor.current?.wake();
  // a cached design page (/help) carries no query: the address's ?phone_number= is read here, in the browser
  const queryPhone = useSyncExternalStore(noSubscription, queryPhoneNumber, () => '');
  const returnPhone = phone || queryPhone || me?.phoneNumber || '';

  const quoteReady = !!product.chosen && !(product.hasSleeves && !product.sleeve) && sizes.orderLines.length > 0;
  const { quote, quoteError } = useLiveQuote(
    quoteReady
      ? {
          product: product.product,
          sleeve: product.sleeve,
          lines: sizes.orderLines,
          code: choice.code.trim(),
          paymentMethod: choice.method,
          // the bulk price of a print on both sides, as the order's two designs will be charged
          sides: sidesWithDesign.front && sidesWithDesign.back ? 2 : 1,
        }
      : null,
  );
  const team = useTeam(editor, catalogue.sizes, sizes, sidesWithDesign);
  const order = useConfirmOrder({ product, sizes, address: shipTo, business, choice, instructions, sidesWithDesign, me, editor, setErrors, team });

  if (order.placed) {
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
  const designError = err('design') ?? err('front') ?? err('back');

  return (
    <>
      <h1 id="studio-title">{heading ?? t('heading')}</h1>
      {again.notice && (
        <p className={`notice ${again.failed ? 'notice-error' : 'notice-info'}`} role={again.failed ? 'alert' : 'status'}>
          {again.notice}
        </p>
      )}
      {shared.notice && (
        <p className={`notice ${shared.failed ? 'notice-error' : 'notice-info'}`} role={shared.failed ? 'alert' : 'status'}>
          {shared.notice}
        </p>
      )}
      <div className="studio" onPointerEnter={wake} onPointerDown={wake} onFocusCapture={wake}>
        <div className="studio-preview">
          <DesignEditor
            ref={editor}
            shape={product.shape}
            product={product.product}
            colour={product.colour}
            sleeve={product.sleeve}
            palette={catalogue.colours}
            onDesignChange={setSidesWithDesign}
          />
          {designError && (
            <p className="field-error" role="alert">
              {designError}
            </p>
          )}
        </div>

        <form className="studio-form" onSubmit={order.submit} noValidate aria-labelledby="studio-title">
          <ProductFields state={product} err={err} />
          {!team.active && <SizesEditor sizes={catalogue.sizes} hasSizes={product.hasSizes} state={sizes} err={err} />}
          {product.chosen && product.hasSizes && <TeamPanel team={team} editor={editor} colour={product.colour} err={err} />}
          <div className="field">
            <label htmlFor="studio-instructions">{t('instructions')}</label>
            <textarea
              id="studio-instructions"
              value={instructions}
              maxLength={1000}
              onChange={(e) => setInstructions(e.target.value)}
              placeholder={t('instructionsPlaceholder')}
              style={{ minHeight: 80 }}
            />
            {err('instructions') && <span className="field-error">{err('instructions')}</span>}
          </div>
          <PaymentFields
            idPrefix="studio"
            choice={choice}
            words={words}
            quote={quote}
            quoteError={quoteError}
            emptyHint={t('priceHint')}
            err={err}
          />
          <PincodeCheck reading="design" amount={quote?.total ?? null} id="studio-pincode" />
          <DeliveryAddress value={shipTo} onChange={setShipTo} />
          {me?.authenticated && <BusinessFields value={business} onChange={setBusiness} errors={errors} />}
          <ConfirmBar
            addressError={err('address')}
            formError={order.formError}
            loggedOut={me?.authenticated === false}
            returnPhone={returnPhone}
            sending={order.sending}
          />
        </form>
      </div>
    </>
  );
}
