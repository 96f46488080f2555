'use client';
/**
 * Keeps a logged-in customer's bag on the server as this browser has it (a visitor's stays in the browser only), so
 * a bag left behind can be reminded of once and restored by the reminder's link. A browser that opens with an empty
 * bag leaves the kept one alone; every later change is saved a moment after it. Renders nothing.
 */
import { useEffect, useState } from 'react';
import { type SavedBagLine, consentApi } from '@/lib/api/consent';
import type { BagLine } from '@/lib/bag/bag';
import { useBag } from '@/lib/bag/store';
import { useSession } from '@/lib/session';

export const fromSaved = (lines: SavedBagLine[]): BagLine[] =>
  lines.map((l) => ({ itemId: l.item_id, name: l.name, price: l.price, color: l.color, size: l.size, quantity: l.quantity, image: l.image ?? null }));

type Saved = { item_id: number; size: string; quantity: number };
const toSaved = (lines: { itemId?: number; item_id?: number; size: string; quantity: number }[]): Saved[] =>
  lines.map((l) => ({ item_id: l.itemId ?? l.item_id ?? 0, size: l.size, quantity: l.quantity }));
const key = (lines: Saved[]) => JSON.stringify(lines);

export function BagSync() {
  const me = useSession();
  const [lines] = useBag();
  const loggedIn = Boolean(me?.authenticated && !me.isStaff);
  // what the server holds as far as this page knows; null until asked
  const [known, setKnown] = useState<string | null>(null);

  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    consentApi.myBag().then(
      (kept) => live && setKnown(key(toSaved(kept))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loggedIn]);

  useEffect(() => {
    if (!loggedIn || known === null) return;
    const wanted = toSaved(lines);
    if (key(wanted) === known) return;
    if (!wanted.length && !sessionStorage.getItem(TOUCHED)) return; // an empty browser bag leaves the kept one alone
    const timer = window.setTimeout(() => {
      consentApi.saveBag(wanted).then(
        () => setKnown(key(wanted)),
        () => undefined,
      );
    }, 500);
    return () => window.clearTimeout(timer);
  }, [lines, loggedIn, known]);

  useEffect(() => {
    if (lines.length) sessionStorage.setItem(TOUCHED, '1'); // this tab had a bag: emptying it is a change to keep
  }, [lines]);

  return null;
}

const TOUCHED = 'rangrez.bag.touched';
