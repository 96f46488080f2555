'use client';
/** Confirm Order: checks the form, exports the print files, places the order and loads the customer's orders. */
import { type RefObject, useRef, useState } from 'react';
import { api } from '@/lib/api/client';
import { ApiError, messageOr } from '@/lib/api/errors';
import { type PaymentMethod, type PlacedOrder, newIdempotencyKey, placeOrder } from '@/lib/api/orders';
import type { Address, Me, Order } from '@/lib/api/types';
import type { Side } from '@/lib/studio/garments';
import { CUSTOM_SIZE, type StudioErrors, customSizeError, quantityError, validateStudio } from '@/lib/studio/rules';
import type { EditorHandle, PrintFiles } from './design-editor';
import type { SizeLinesState } from './use-size-lines';

export type FormErrors = StudioErrors & Record<string, string | undefined>;
export type Stage = 'form' | 'sending' | 'done';

interface OrderInput {
  productChosen: boolean;
  product: string;
  hasSleeves: boolean;
  hasSizes: boolean;
  sleeve: string;
  colour: string;
  instructions: string;
  method: PaymentMethod;
  code: string;
  upiReference: string;
  sidesWithDesign: Record<Side, boolean>;
  sizes: SizeLinesState;
  /** This order's own delivery address, or null for the account's. */
  address: Address | null;
  me: Me | null;
  editor: RefObject<EditorHandle | null>;
  setErrors: (errors: FormErrors) => void;
}

export function useConfirmOrder(o: OrderInput) {
  const [stage, setStage] = useState<Stage>('form');
  const [formError, setFormError] = useState('');
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [previews, setPreviews] = useState<PrintFiles['previews']>({});
  const [myOrders, setMyOrders] = useState<Order[] | null>(null);
  const key = useRef<string>(newIdempotencyKey());

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { size, lines, customSize, quantity, orderLines, setSizeError } = o.sizes;
    const { product, hasSizes, me, setErrors } = o;
    setFormError('');
    if (o.productChosen && hasSizes && size && !lines.length) {
      // the spec's single size field: validate the custom size when it is the one chosen
      if (size === CUSTOM_SIZE && customSizeError(customSize)) return setSizeError(customSizeError(customSize) ?? '');
    }
    if (quantityError(quantity) && (!hasSizes || !lines.length)) return setSizeError(quantityError(quantity) ?? '');
    const found = validateStudio({
      product,
      productHasSleeves: o.hasSleeves,
      productHasSizes: hasSizes,
      sleeve: o.sleeve,
      color: o.colour,
      lines: orderLines,
      hasDesign: o.sidesWithDesign.front || o.sidesWithDesign.back,
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
      const files = await o.editor.current?.exportPrint();
      if (!files || (!files.front && !files.back)) throw new ApiError('Please add a design to the front or the back.', 400);
      setPreviews(files.previews);
      const result = await placeOrder(
        {
          product,
          sleeve: o.sleeve,
          color: o.colour,
          lines: orderLines,
          instructions: o.instructions,
          paymentMethod: o.method,
          code: o.code.trim(),
          upiReference: o.upiReference.trim(),
          front: files.front,
          back: files.back,
          design: o.editor.current?.exportDesign() ?? null,
          address: o.address,
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

  /** Back to the form for another design (the chosen sizes are cleared). */
  const designAnother = () => {
    setPlaced(null);
    setStage('form');
    o.sizes.setLines([]);
  };

  return { stage, formError, placed, previews, myOrders, submit, designAnother };
}
