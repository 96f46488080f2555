/**
 * The sentences the shop builds from its data (the pincode check's day, a business order's payments), in Hindi as in
 * English: the words from messages/hi.json, the dates written with Intl in 'hi-IN', the amounts grouped the Indian way.
 */
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { deliveryText } from '@/components/delivery/pincode-check';
import type { OrderPayments } from '@/lib/api/payments';
import { localDeliveryDay } from '@/lib/local-format';
import { type PaymentTranslate, paymentWords } from '@/lib/payment-words';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';

const delivery = (messages: typeof en, locale: string) => {
  const t = createTranslator({ locale, messages, namespace: 'delivery' });
  return (key: 'deliveryBy' | 'notDelivering', values?: { date: string }) => t(key, values);
};

describe('the pincode check’s delivery day', () => {
  it('reads “Delivery by Tue, 1 Dec” in English, as the shop has always written it', () => {
    expect(localDeliveryDay('2026-12-01', 'en')).toBe('Tue, 1 Dec');
    expect(deliveryText({ delivers: true, latest: '2026-12-01', deliveryBy: 'Delivery by Tue, 1 Dec' }, 'en', delivery(en, 'en'))).toBe('Delivery by Tue, 1 Dec');
  });

  it('writes the day and the sentence in Hindi on a Hindi page', () => {
    expect(localDeliveryDay('2026-12-01', 'hi')).toBe('मंगल, 1 दिस॰');
    expect(deliveryText({ delivers: true, latest: '2026-12-01', deliveryBy: 'Delivery by Tue, 1 Dec' }, 'hi', delivery(hi, 'hi'))).toBe('मंगल, 1 दिस॰ तक डिलीवरी');
    expect(deliveryText({ delivers: false, latest: null, deliveryBy: 'We do not deliver to this pincode yet.' }, 'hi', delivery(hi, 'hi'))).toBe(
      'हम अभी इस पिनकोड पर डिलीवरी नहीं करते।',
    );
  });
});

const PAID_ADVANCE: OrderPayments = {
  orderId: 'RZ-7K2M9QXA',
  quoteNumber: 'QT-26-000012',
  state: 'balance',
  total: 85140,
  advancePercent: 50,
  advance: 42570,
  received: 42570,
  balance: 42570,
  asked: 42570,
  termsDays: 0,
  dispatchBy: '2026-12-14',
  dueOn: '2026-12-14',
  upiId: 'rangrez@okaxis',
  upiLink: 'upi://pay?pa=rangrez@okaxis',
  payments: [{ kind: 'advance', amount: 42570, receivedOn: '2026-12-02', utr: '612345678901' }],
} as OrderPayments;

describe('a business order’s payments in Hindi', () => {
  const tHi = createTranslator({ locale: 'hi', messages: hi, namespace: 'orderPayments' });
  const t: PaymentTranslate = (key, values) => tHi(key, values);

  it('says what was received, what is due and by when, in Hindi with the dates in Hindi', () => {
    const words = paymentWords(PAID_ADVANCE, t, 'hi');
    expect(words.received).toEqual(['2 दिसंबर 2026 को ₹42,570 का अग्रिम मिला (UTR 612345678901)।']);
    expect(words.due).toEqual(['बाकी रकम: ₹42,570, भेजे जाने से पहले, 14 दिसंबर 2026 तक।']);
    expect(words.payLabel).toBe('₹42,570 की बाकी रकम UPI से चुकाएँ');
  });

  it('asks the advance and words the terms in Hindi', () => {
    const words = paymentWords({ ...PAID_ADVANCE, state: 'advance', received: 0, payments: [], termsDays: 30, dueOn: null }, t, 'hi');
    expect(words.due).toEqual([
      'माँगा गया अग्रिम: ₹42,570, ₹85,140 का 50%। इसके चुकते ही हम छपाई शुरू करते हैं।',
      'फिर ₹42,570 की बाकी रकम भेजे जाने के 30 दिनों के भीतर देनी है।',
    ]);
    expect(paymentWords({ ...PAID_ADVANCE, state: 'cancelled' }, t, 'hi').due).toEqual(['यह ऑर्डर रद्द है: अब कुछ बाकी नहीं।']);
  });
});
