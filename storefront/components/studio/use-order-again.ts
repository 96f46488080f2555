'use client';
/** "Order again" (/pilot?order=RZ-...): the past order's design, product, colour and sizes, ready to change. */
import { type RefObject, useEffect, useRef, useState } from 'react';
import { messageOr } from '@/lib/api/errors';
import { type OrderDesign, fetchOrderDesign } from '@/lib/api/reorder';
import type { EditorHandle } from './design-editor';

export function useOrderAgain(
  orderId: string | undefined,
  editor: RefObject<EditorHandle | null>,
  apply: (order: OrderDesign) => void,
): { notice: string; failed: boolean } {
  const [state, setState] = useState({ notice: '', failed: false });
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  }, [apply]);

  useEffect(() => {
    if (!orderId) return;
    let gone = false;
    fetchOrderDesign(orderId)
      .then(async (order) => {
        if (gone) return;
        applyRef.current(order);
        if (order.design) await editor.current?.loadDesign(order.design);
        if (!gone)
          setState({
            notice: order.design
              ? `Ordering again: order ${order.orderId}. Change anything you like, then Confirm Order.`
              : `Order ${order.orderId} has no saved design: its product, colour and sizes are filled in.`,
            failed: false,
          });
      })
      .catch((e) => !gone && setState({ notice: messageOr(e, 'This order could not be opened.'), failed: true }));
    return () => {
      gone = true;
    };
  }, [orderId, editor]);
  return state;
}
