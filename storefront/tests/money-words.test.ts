// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bannerMessages } from '@/components/home/banner-messages';
import { deliveryAndReturns } from '@/components/studio/delivery-returns';
import { codRefused, discountLabel, moneyWords } from '@/lib/money-words';
import { returnWords } from '@/lib/return-words';
import { POLICY_DEFAULT, SPEC_RULES } from './fixtures';

describe('the money promises with the specification’s numbers', () => {
  const w = moneyWords(SPEC_RULES);

  it('are the specification’s texts, word for word', () => {
    // Home banner: "free shipping on orders over ₹999"; §9: "Free shipping over ₹999".
    expect(w.freeShipping).toBe('Free shipping on orders over ₹999');
    // Design page: "cash on delivery for orders below ₹5000"; §9: "Cash on delivery for orders below ₹5000."
    expect(w.cod).toBe('Cash on delivery for orders below ₹5000');
    // Design page: "5% off online payments under Rs 5000".
    expect(w.onlineDiscount).toBe('5% off online payments under Rs 5000');
    // Product page: 'Festive Sale - Extra 15% Off using code FEST15' and "COD for orders below ₹5000".
    expect(w.promo).toBe('Festive Sale - Extra 15% Off using code FEST15');
    expect(w.codShort).toBe('COD for orders below ₹5000');
    // Home banner: "join the club for 10% off".
    expect(w.club.toLowerCase()).toContain('join the club for 10% off');
  });

  it('word the shop’s own texts from the same numbers', () => {
    expect(w.upiChoice).toBe('UPI (5% off under ₹5000)');
    expect(w.paymentChoices).toBe('Pay cash on delivery, or by UPI for 5% off orders under ₹5000.');
    expect(w.promoCode).toBe('FEST15');
    expect(w.clubPerks).toBe('Get 10% off your first order, first looks at new collections and festive codes like FEST15.');
  });

  it('fill the home banner and the design page’s delivery list as the specification lists them', () => {
    expect(bannerMessages(w)).toEqual([
      'Join the club for 10% off your first order!',
      'Free shipping on orders over ₹999',
      'New collection launched: shop the Renaissance range',
    ]);
    expect(deliveryAndReturns(w, returnWords(POLICY_DEFAULT))).toEqual([
      'Free delivery and returns',
      'Delhi and Gurgaon 1-2 days, metro cities 2-3 days, others 3-5 days',
      'Cash on delivery for orders below ₹5000',
      '14-day exchange and returns',
      '5% off online payments under Rs 5000',
    ]);
  });
});

describe('the money promises when the admin team changes the rules', () => {
  const w = moneyWords({
    ...SPEC_RULES,
    freeShippingOver: 1499,
    codBelow: 7500.5,
    onlineDiscountBelow: 4000,
    onlineDiscountPercent: 6.4,
    promoCode: 'DIWALI20',
    promoPercent: 20,
    clubPercent: 12,
  });

  it('follow the new numbers and code, paise included', () => {
    expect(w.freeShipping).toBe('Free shipping on orders over ₹1499');
    expect(w.cod).toBe('Cash on delivery for orders below ₹7500.50');
    expect(w.codShort).toBe('COD for orders below ₹7500.50');
    expect(w.onlineDiscount).toBe('6.4% off online payments under Rs 4000');
    expect(w.upiChoice).toBe('UPI (6.4% off under ₹4000)');
    expect(w.promo).toBe('Festive Sale - Extra 20% Off using code DIWALI20');
    expect(w.promoCode).toBe('DIWALI20');
    expect(w.club).toBe('Join the club for 12% off your first order');
    expect(w.clubPerks).toContain('festive codes like DIWALI20.');
  });

  it('leave no old number behind', () => {
    const all = Object.values(w).join(' | ');
    for (const old of ['999', '5000', '5%', '15%', 'FEST15', '10%']) expect(all).not.toContain(old);
  });
});

describe('without the rules (the shop could not say)', () => {
  it('promise nothing, so the pages leave those lines out', () => {
    expect(Object.values(moneyWords(null)).every((text) => text === '')).toBe(true);
    expect(bannerMessages(moneyWords(null))).toEqual(['New collection launched: shop the Renaissance range']);
    expect(deliveryAndReturns(moneyWords(null), returnWords(POLICY_DEFAULT))).toHaveLength(3);
  });
});

describe('the checkout’s money texts', () => {
  it('refuse cash on delivery at the limit the server priced with, in the shop’s rupee format', () => {
    expect(codRefused(5000)).toBe('Cash on delivery is only for orders below ₹5,000. Please pay by UPI.');
    expect(codRefused(12500)).toBe('Cash on delivery is only for orders below ₹12,500. Please pay by UPI.');
  });
  it('name the club discount and the promo code', () => {
    expect(discountLabel('CLUB10')).toBe('Club discount (first order)');
    expect(discountLabel('FEST15')).toBe('Code FEST15');
  });
});
