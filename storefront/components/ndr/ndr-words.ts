import { formatDate } from '@/lib/format';
import type { NdrChoice, NdrPage } from '@/lib/api/ndr';

const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A day offered for the next attempt: '2026-11-30' → 'Mon, 30/11/2026' (a shop date: that very day). */
export function dayChoice(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return `${WEEKDAY[weekday]}, ${formatDate(day)}`;
}

export const CHOICE_LABEL: Record<NdrChoice, string> = {
  reattempt: 'Deliver again on a new date',
  address: 'Correct the address or phone',
  cancel: 'Cancel the delivery',
};

/** What the customer chose, as the page confirms it. */
export function answerWords(page: Pick<NdrPage, 'answer' | 'answer_date' | 'answer_address' | 'answer_phone'>): string {
  if (page.answer === 'reattempt') return `We will ask the courier to deliver on ${page.answer_date ? dayChoice(page.answer_date) : 'the day you chose'}.`;
  if (page.answer === 'address') {
    const parts = [page.answer_address, page.answer_phone && `phone ${page.answer_phone}`].filter(Boolean);
    return `We will give the courier your new details: ${parts.join(', ')}.`;
  }
  if (page.answer === 'cancel') return 'We will ask the courier to bring the parcel back to us; we will be in touch about your order.';
  return '';
}
