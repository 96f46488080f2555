/**
 * Every promise the shop makes about money, worded from the admin team's current rules (GET
 * /api/catalogue/money-rules/, read per page by `getMoneyRules`): no amount, percentage or code is written
 * anywhere else in the storefront. With the specification's numbers each phrase is the specification's own text,
 * word for word (tests/money-words.test.ts). Without rules (the shop could not say) every phrase is '' and the
 * page leaves it out rather than promise what may no longer hold.
 */
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import type { MoneyRules } from './api/types';
import { formatRupees } from './format';

/** A language's `money` messages: `useTranslations('money')` or `await getTranslations('money')`. */
export type MoneyTranslate = (key: keyof (typeof en)['money'], values?: Record<string, string | number>) => string;

/** The English wording (messages/en.json), the specification's text word for word: the default everywhere. */
const englishMoney = createTranslator({ locale: 'en', messages: en, namespace: 'money' });
const english: MoneyTranslate = (key, values) => englishMoney(key, values);

export interface MoneyWords {
  /** 'Free shipping on orders over ₹999': home banner, Orders & Returns, the price breakdown's note. */
  freeShipping: string;
  /** 'Cash on delivery for orders below ₹5000': design page, Orders & Returns. */
  cod: string;
  /** 'COD for orders below ₹5000': product page. */
  codShort: string;
  /** '5% off online payments under Rs 5000': design page, Orders & Returns. */
  onlineDiscount: string;
  /** 'UPI (5% off under ₹5000)': the payment choice in the studio and the bag. */
  upiChoice: string;
  /** 'Pay cash on delivery, or by UPI for 5% off orders under ₹5000.': the design page's features. */
  paymentChoices: string;
  /** 'Festive Sale - Extra 15% Off using code FEST15': catalogue and product page. */
  promo: string;
  /** 'FEST15': the example in the discount code fields. */
  promoCode: string;
  /** 'Join the club for 10% off your first order': home banner, footer. */
  club: string;
  /** 'Get 10% off your first order, first looks at new collections and festive codes like FEST15.': home. */
  clubPerks: string;
}

const NONE: MoneyWords = {
  freeShipping: '',
  cod: '',
  codShort: '',
  onlineDiscount: '',
  upiChoice: '',
  paymentChoices: '',
  promo: '',
  promoCode: '',
  club: '',
  clubPerks: '',
};

const percent = (n: number) => `${n}%`;
/** The specification writes these amounts without digit grouping: '₹5000', 'Rs 5000'. */
const plain = (amount: number, symbol: '₹' | 'Rs ' = '₹') => formatRupees(amount, { grouped: false, symbol });

export function moneyWords(rules: MoneyRules | null, t: MoneyTranslate = english): MoneyWords {
  if (!rules) return NONE;
  const codBelow = plain(rules.codBelow);
  const online = percent(rules.onlineDiscountPercent);
  const onlineBelow = plain(rules.onlineDiscountBelow);
  const club = percent(rules.clubPercent);
  const code = rules.promoCode;
  return {
    freeShipping: t('freeShipping', { amount: plain(rules.freeShippingOver) }),
    cod: t('cod', { amount: codBelow }),
    codShort: t('codShort', { amount: codBelow }),
    onlineDiscount: t('onlineDiscount', { percent: online, amount: plain(rules.onlineDiscountBelow, 'Rs ') }),
    upiChoice: t('upiChoice', { percent: online, amount: onlineBelow }),
    paymentChoices: t('paymentChoices', { percent: online, amount: onlineBelow }),
    promo: t('promo', { percent: percent(rules.promoPercent), code }),
    promoCode: code,
    club: t('club', { percent: club }),
    clubPerks: t('clubPerks', { percent: club, code }),
  };
}

/** Why the bag or the studio refuses cash on delivery: `codBelow` is the limit the server priced the order with. */
export function codRefused(codBelow: number, t: MoneyTranslate = english): string {
  return t('codRefused', { amount: formatRupees(codBelow) });
}

/** The server's name for the club member's first-order discount (core/orders/placing/pricing.py, CLUB_CODE). */
const CLUB_CODE = 'CLUB10';

/** The price breakdown's line for a discount code. */
export function discountLabel(code: string, t: MoneyTranslate = english): string {
  return code === CLUB_CODE ? t('clubDiscount') : t('codeDiscount', { code });
}
