'use client';
/** Confirm Order: checks the form, exports the print files, places the order and loads the customer's orders. */
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/i18n/error-text';
import { type RefObject, useState } from 'react';
import { type PaymentChoice, usePlacing } from '@/components/checkout/use-checkout';
import { api } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import type { Business } from '@/lib/api/account';
import type { Address, Me, Order } from '@/lib/api/types';
import type { Side } from '@/lib/studio/garments';
import { CUSTOM_SIZE, type StudioErrors, customSizeError, quantityError, validateStudio } from '@/lib/studio/rules';
import type { EditorHandle, PrintFiles } from './design-editor';
import { CHECK_ROWS, placeTeam } from './team/place-team';
import type { TeamState } from './team/use-team';
import type { SizeLinesState } from './use-size-lines';
import type { StudioProductState } from './use-studio-product';

export type FormErrors = StudioErrors & Record<string, string | undefined>;
/** The English words (messages/en.json `studio.logInToOrder`); a page reads its language's. */
export const LOG_IN_TO_ORDER = 'Please log in to place your order.';

interface OrderInput {
  product: StudioProductState;
  sizes: SizeLinesState;
  /** This order's own delivery address, or null for the account's. */
  address: Address | null;
  /** The business the order is for (its GSTIN on the invoice), or null for a personal order. */
  business: Business | null;
  choice: PaymentChoice;
  instructions: string;
  sidesWithDesign: Record<Side, boolean>;
  me: Me | null;
  editor: RefObject<EditorHandle | null>;
  setErrors: (errors: FormErrors) => void;
  /** Names and numbers: while it has people, the order is the team's (one line and print file each). */
  team?: TeamState;
}

/** The server's field errors of a refused order, keyed as the form shows them (quantities belong to the sizes). */
function refusedFields(error: ApiError): FormErrors {
  const out: FormErrors = {};
  for (const [f, m] of Object.entries(error.errors)) if (m[0]) out[f === 'sizes' || f === 'quantity' ? 'sizes' : f] = m[0];
  return out;
}

export function useConfirmOrder(o: OrderInput) {
  const t = useTranslations('studio');
  const errorText = useErrorText();
  const [formError, setFormError] = useState('');
  const [previews, setPreviews] = useState<PrintFiles['previews']>({});
  const [myOrders, setMyOrders] = useState<Order[] | null>(null);
  const { placed, setPlaced, sending, place } = usePlacing();

  /** The form's own checks, with their messages; true when the order may be sent. */
  const check = (): boolean => {
    if (o.team?.active && !o.team.check.ok) {
      setFormError(CHECK_ROWS);
      return false;
    }
    const { size, lines, customSize, quantity, orderLines, setSizeError } = o.sizes;
    const p = o.product;
    // the spec's single size field: validate the custom size when it is the one chosen
    const sizeError =
      (p.chosen && p.hasSizes && size === CUSTOM_SIZE && !lines.length && customSizeError(customSize)) ||
      ((!p.hasSizes || !lines.length) && quantityError(quantity));
    if (sizeError) {
      setSizeError(sizeError);
      return false;
    }
    const found = validateStudio({
      product: p.product,
      productHasSleeves: p.hasSleeves,
      productHasSizes: p.hasSizes,
      sleeve: p.sleeve,
      color: p.colour,
      lines: orderLines,
      hasDesign: o.sidesWithDesign.front || o.sidesWithDesign.back,
    });
    o.setErrors(found);
    if (Object.keys(found).length) setFormError(t('checkFields'));
    else if (!o.me?.authenticated) setFormError(t('logInToOrder'));
    return !Object.keys(found).length && !!o.me?.authenticated;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError('');
    if (!check()) return;
    const { product: p, choice } = o;
    try {
      await place(async (key) => {
        const files = await o.editor.current?.exportPrint();
        if (!files || (!files.front && !files.back)) throw new ApiError(t('addDesign'), 400);
        setPreviews(files.previews);
        const { method, code, upiReference } = choice;
        const form = { product: p.product, sleeve: p.sleeve, color: p.colour, lines: o.sizes.orderLines, instructions: o.instructions };
        const design = o.editor.current?.exportDesign() ?? null;
        const input = { ...form, paymentMethod: method, code: code.trim(), upiReference: upiReference.trim(), front: files.front, back: files.back, design, address: o.address, business: o.business };
        if (o.team?.active) return placeTeam(o.team, o.editor, input, key);
        return api.placeOrder(input, key);
      });
      api
        .orders(o.me?.phoneNumber ?? '')
        .then(setMyOrders)
        .catch(() => setMyOrders([]));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) o.setErrors(refusedFields(error));
      if (error instanceof ApiError && error.status === 401) setFormError(t('logInToOrder'));
      else setFormError(errorText(error, t('sendFailed')));
    }
  };

  /** Back to the form for another design (the chosen sizes are cleared). */
  const designAnother = () => {
    setPlaced(null);
    o.sizes.setLines([]);
  };

  return { sending, formError, placed, previews, myOrders, submit, designAnother };
}
