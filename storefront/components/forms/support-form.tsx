'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { useMessageOr, useFieldErrors } from '@/i18n/error-text';
import { api } from '@/lib/api/client';
import { type SupportRequest, ticketHref, ticketsApi } from '@/lib/api/tickets';
import type { Order } from '@/lib/api/types';
import { formatDate } from '@/lib/format';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';

const EMPTY: SupportRequest = { subject: '', message: '', orderId: '' };
type Errors = Partial<Record<keyof SupportRequest, string>>;

/**
 * Get Support for a logged-in customer: a subject, the message and, if it is about one, which of their orders. It
 * becomes a ticket with a number the customer follows on their home (acknowledged by e-mail at once).
 */
export function SupportForm({ phone }: { phone: string }) {
  const [values, setValues] = useState(EMPTY);
  const [orders, setOrders] = useState<Order[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState('');
  const [created, setCreated] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useTranslations('contactPage');
  const errorText = useMessageOr();
  const fieldErrors = useFieldErrors();

  useEffect(() => {
    let live = true;
    api.orders(phone).then(
      (list) => live && setOrders(list),
      () => undefined, // without the list the ticket is still sent, about no particular order
    );
    return () => {
      live = false;
    };
  }, [phone]);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    setCreated(null);
    setFailed('');
    if (!values.message.trim()) {
      setErrors({ message: t('messageMissing') });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const ticket = await ticketsApi.create({ ...values, message: values.message.trim() });
      setCreated(ticket.number);
      setValues(EMPTY);
    } catch (err) {
      setErrors(fieldErrors(err, ['subject', 'message', 'orderId'] as const, { order_id: 'orderId' }));
      setFailed(errorText(err, t('failed')));
    } finally {
      setBusy(false);
    }
  }

  const set = (key: keyof SupportRequest) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('getSupport')}>
      <FormField id="support-subject" label={t('subject')} error={errors.subject}>
        <input {...fieldAria('support-subject', errors.subject)} name="subject" maxLength={120} value={values.subject} onChange={set('subject')} />
      </FormField>
      <FormField id="support-order" label={t('aboutOrder')} error={errors.orderId}>
        <select {...fieldAria('support-order', errors.orderId)} name="order_id" value={values.orderId} onChange={set('orderId')}>
          <option value="">{t('noOrder')}</option>
          {orders.map((o) => (
            <option key={o.orderId} value={o.orderId}>
              {o.orderId} · {formatDate(o.date || o.createdAt)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="support-message" label={t('howHelp')} error={errors.message}>
        <textarea {...fieldAria('support-message', errors.message)} name="message" maxLength={5000} value={values.message} onChange={set('message')} />
      </FormField>
      {failed && <Notice kind="error">{failed}</Notice>}
      {created && (
        <Notice kind="ok">
          {t('ticketSent', { ticket: created })} <Link href={ticketHref(created)}>{t('followTicket')}</Link>
        </Notice>
      )}
      <button type="submit" className="btn" disabled={busy}>
        {busy ? t('sending') : t('openTicket')}
      </button>
    </form>
  );
}
