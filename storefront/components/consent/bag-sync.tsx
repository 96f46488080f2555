'use client';
/**
 * Keeps a logged-in customer's bag on the server (a visitor's stays in this browser only): after log-in an empty
 * browser bag takes the kept one, otherwise the browser's is kept; each later change is saved a moment after it.
 * Renders nothing.
 */
import { useEffect, useRef } from 'react';
import { type SavedBagLine, consentApi } from '@/lib/api/consent';
import type { BagLine } from '@/lib/bag/bag';
import { useBag } from '@/lib/bag/store';
import { useSession } from '@/lib/session';

export const fromSaved = (lines: SavedBagLine[]): BagLine[] =>
  lines.map((l) => ({ itemId: l.item_id, name: l.name, price: l.price, color: l.color, size: l.size, quantity: l.quantity, image: l.image ?? null }));

const toSaved = (lines: BagLine[]) => lines.map((l) => ({ item_id: l.itemId, size: l.size, quantity: l.quantity }));
const key = (lines: { item_id: number; size: string; quantity: number }[]) => JSON.stringify(lines);

export function BagSync() {
  const me = useSession();
  const [lines, dispatch] = useBag();
  const sent = useRef<string | null>(null); // what the server holds, once known
  const loggedIn = Boolean(me?.authenticated && !me.isStaff);

  useEffect(() => {
    if (!loggedIn) {
      sent.current = null;
      return;
    }
    if (sent.current !== null) return;
    let live = true;
    consentApi.myBag().then(
      (kept) => {
        if (!live) return;
        if (!lines.length && kept.length) {
          sent.current = key(toSaved(fromSaved(kept)));
          dispatch({ type: 'replace', lines: fromSaved(kept) });
        } else {
          sent.current = key(kept.map((l) => ({ item_id: l.item_id, size: l.size, quantity: l.quantity })));
        }
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
    // the first answer only: later changes are saved below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn]);

  useEffect(() => {
    if (!loggedIn || sent.current === null) return;
    const wanted = toSaved(lines);
    if (key(wanted) === sent.current) return;
    const timer = window.setTimeout(() => {
      consentApi.saveBag(wanted).then(
        () => (sent.current = key(wanted)),
        () => undefined,
      );
    }, 500);
    return () => window.clearTimeout(timer);
  }, [lines, loggedIn]);

  return null;
}
