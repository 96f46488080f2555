import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import type { NdrChoice, NdrPage } from '@/lib/api/ndr';
import { localWeekdayDate } from '@/lib/local-format';

/** A language's `tracking.ndr` messages (`useTranslations('tracking.ndr')`); English (messages/en.json) by default. */
export type NdrTranslate = (key: keyof (typeof en)['tracking']['ndr'], values?: Record<string, string | number>) => string;
const englishNdr = createTranslator({ locale: 'en', messages: en, namespace: 'tracking.ndr' });
const english: NdrTranslate = (key, values) => englishNdr(key, values);

/** A day offered for the next attempt: '2026-11-30' → 'Mon, 30/11/2026' ('सोमवार, 30 नवंबर 2026' in Hindi). */
export function dayChoice(day: string, locale = 'en'): string {
  return localWeekdayDate(day, locale);
}

export const CHOICES: NdrChoice[] = ['reattempt', 'address', 'cancel'];

/** A choice's words: 'Deliver again on a new date'... */
export function choiceLabel(choice: NdrChoice, t: NdrTranslate = english): string {
  return t(`choice_${choice}`);
}

/** What the customer chose, as the page confirms it. */
export function answerWords(
  page: Pick<NdrPage, 'answer' | 'answer_date' | 'answer_address' | 'answer_phone'>,
  t: NdrTranslate = english,
  locale = 'en',
): string {
  if (page.answer === 'reattempt') return t('answerReattempt', { day: page.answer_date ? dayChoice(page.answer_date, locale) : t('dayYouChose') });
  if (page.answer === 'address') {
    const parts = [page.answer_address, page.answer_phone && t('phoneDetail', { phone: page.answer_phone })].filter(Boolean);
    return t('answerAddress', { details: parts.join(', ') });
  }
  if (page.answer === 'cancel') return t('answerCancel');
  return '';
}
