'use client';
/** The bag's tenders, as the customer applies them: a gift card's code checked for its balance, and store credit ticked. */
import { useEffect, useState } from 'react';
import { fieldMessageOr } from '@/lib/api/errors';
import { type GiftCardBalance, walletApi } from '@/lib/api/wallet';

export function useTenders(loggedIn: boolean) {
  const [code, setCode] = useState('');
  const [card, setCard] = useState<GiftCardBalance | null>(null);
  const [codeError, setCodeError] = useState('');
  const [credit, setCredit] = useState(0);
  const [useCredit, setUseCredit] = useState(false);

  useEffect(() => {
    if (!loggedIn) return;
    walletApi
      .read()
      .then((w) => setCredit(Number(w.store_credit)))
      .catch(() => setCredit(0));
  }, [loggedIn]);

  const apply = async () => {
    setCodeError('');
    setCard(null);
    try {
      setCard(await walletApi.check(code.trim()));
    } catch (error) {
      setCodeError(fieldMessageOr(error, 'gift_card', 'We could not check this gift card just now.'));
    }
  };
  const remove = () => {
    setCard(null);
    setCode('');
  };

  return { code, setCode, card, codeError, apply, remove, credit, useCredit, setUseCredit };
}

export type Tenders = ReturnType<typeof useTenders>;

/** What each tender pays of `total` (store credit first, then the card), and what is left: as the server spends them. */
export function tenderSplit(total: number, credit: number, card: number): { credit: number; card: number; left: number } {
  const cents = (n: number) => Math.round(n * 100);
  let left = Math.max(cents(total), 0);
  const byCredit = Math.min(Math.max(cents(credit), 0), left);
  left -= byCredit;
  const byCard = Math.min(Math.max(cents(card), 0), left);
  left -= byCard;
  return { credit: byCredit / 100, card: byCard / 100, left: left / 100 };
}

/** The checkout's fields for the tenders: only an applied card's code is sent. */
export const tenderInput = (t: Tenders) => ({ giftCard: t.card?.code ?? '', storeCredit: t.useCredit && t.credit > 0 });
