// @vitest-environment node
import { createTranslator } from 'next-intl';
import hi from '@/messages/hi.json';
import { type NdrTranslate, answerWords, choiceLabel, dayChoice } from './ndr-words';

describe('the days offered', () => {
  it('names the weekday of a shop date, whatever the machine zone', () => {
    expect(dayChoice('2026-11-30')).toBe('Mon, 30/11/2026');
    expect(dayChoice('2026-12-05')).toBe('Sat, 05/12/2026');
  });
});

describe("the customer's answer", () => {
  const none = { answer: null, answer_date: null, answer_address: '', answer_phone: '' };
  it('confirms each choice', () => {
    expect(answerWords(none)).toBe('');
    expect(answerWords({ ...none, answer: 'reattempt', answer_date: '2026-12-01' })).toBe('We will ask the courier to deliver on Tue, 01/12/2026.');
    expect(answerWords({ ...none, answer: 'address', answer_address: 'Flat 4, FC Road, Pune', answer_phone: '9123456780' })).toBe(
      'We will give the courier your new details: Flat 4, FC Road, Pune, phone 9123456780.',
    );
    expect(answerWords({ ...none, answer: 'cancel' })).toMatch(/bring the parcel back/);
  });
});

describe('in Hindi', () => {
  const translate = createTranslator({ locale: 'hi', messages: hi, namespace: 'tracking.ndr' });
  const t: NdrTranslate = (key, values) => translate(key, values);
  it('words the choices and the answer, the day in Hindi', () => {
    expect(choiceLabel('reattempt', t)).toBe('नई तारीख पर फिर से डिलीवर करें');
    expect(dayChoice('2026-11-30', 'hi')).toBe('सोमवार, 30 नवंबर 2026');
    const answer = { answer: 'reattempt' as const, answer_date: '2026-12-01', answer_address: '', answer_phone: '' };
    expect(answerWords(answer, t, 'hi')).toBe('हम कूरियर से मंगलवार, 1 दिसंबर 2026 को डिलीवर करने को कहेंगे।');
  });
});
