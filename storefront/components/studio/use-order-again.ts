'use client';
/** "Order again" (/pilot?order=RZ-...): the past order's design, product, colour and sizes, ready to change. */
import { type RefObject, useMemo } from 'react';
import { type OrderDesign, fetchOrderDesign } from '@/lib/api/reorder';
import type { EditorHandle } from './design-editor';
import { useOpenDesign } from './use-open-design';

export function useOrderAgain(
  orderId: string | undefined,
  editor: RefObject<EditorHandle | null>,
  apply: (order: OrderDesign) => void,
): { notice: string; failed: boolean } {
  const how = useMemo(
    () => ({
      fetch: fetchOrderDesign,
      apply,
      designOf: (order: OrderDesign) => order.design,
      noticeOf: (order: OrderDesign) =>
        order.design
          ? `Ordering again: order ${order.orderId}. Change anything you like, then Confirm Order.`
          : `Order ${order.orderId} has no saved design: its product, colour and sizes are filled in.`,
      failure: 'This order could not be opened.',
    }),
    [apply],
  );
  return useOpenDesign(orderId, editor, how);
}
