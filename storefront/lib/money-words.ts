/**
 * Every promise the shop makes about money, worded from the admin team's current rules (GET
 * /api/catalogue/money-rules/, read per page by `getMoneyRules`): no amount, percentage or code is written
 * anywhere else in the storefront. With the specification's numbers each phrase is the specification's own text,
 * word for word (tests/money-words.test.ts). Without rules (the shop could not say) every phrase is '' and the
 * page leaves it out rather than promise what may no longer hold.
 */
import type { MoneyRules } from './api/types';
import { formatRupees } from './format';

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

export function moneyWords(rules: MoneyRules | null): MoneyWords {
  if (!rules) return NONE;
  const codBelow = plain(rules.codBelow);
  const online = percent(rules.onlineDiscountPercent);
  const onlineBelow = plain(rules.onlineDiscountBelow);
  const club = percent(rules.clubPercent);
  return {
    freeShipping: `Free shipping on orders over ${plain(rules.freeShippingOver)}`,
    cod: `Cash on delivery for orders below ${codBelow}`,
    codShort: `COD for orders below ${codBelow}`,
    onlineDiscount: `${online} off online payments under ${plain(rules.onlineDiscountBelow, 'Rs ')}`,
    upiChoice: `UPI (${online} off under ${onlineBelow})`,
    paymentChoices: `Pay cash on delivery, or by UPI for ${online} off orders under ${onlineBelow}.`,
    promo: `Festive Sale - Extra ${percent(rules.promoPercent)} Off using code ${rules.promoCode}`,
    promoCode: rules.promoCode,
    club: `Join the club for ${club} off your first order`,
    clubPerks: `Get ${club} off your first order, first looks at new collections and festive codes like ${rules.promoCode}.`,
  };
}

/** Why the bag or the studio refuses cash on delivery: `codBelow` is the limit the server priced the order with. */
export function codRefused(codBelow: number): string {
  return `Cash on delivery is only for orders below ${formatRupees(codBelow)}. Please pay by UPI.`;
}

/** The server's name for the club member's first-order discount (core/orders/placing/pricing.py, CLUB_CODE). */
const CLUB_CODE = 'CLUB10';

/** The price breakdown's line for a discount code. */
export function discountLabel(code: string): string {
  return code === CLUB_CODE ? 'Club discount (first order)' : `Code ${code}`;
}
