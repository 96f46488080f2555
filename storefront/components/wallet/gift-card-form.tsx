'use client';
/**
 * Buying a gift card: an amount within the shop's bounds, the recipient's name and e-mail, a message and the day the
 * e-mail goes. Paid by UPI (never cash on delivery); the card is e-mailed with its code on that day once the payment is
 * seen. A gift card is not a sale of goods: no tax invoice now, GST is charged on what it buys.
 */
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { useFieldErrors, useMessageOr } from '@/i18n/error-text';
import { useEffect, useState } from 'react';
import { UpiPayment } from '@/components/checkout/upi-payment';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';
import { type GiftCardBought, walletApi } from '@/lib/api/wallet';
import { formatDate, formatRupees } from '@/lib/format';
import { useSession } from '@/lib/session';
import './wallet.css';

const FIELDS = { amount: 'gc-amount', recipient_name: 'gc-name', recipient_email: 'gc-email', message: 'gc-message', send_on: 'gc-date' } as const;
type Field = keyof typeof FIELDS;

export function GiftCardForm() {
  const me = useSession();
  const [bounds, setBounds] = useState({ min: 100, max: 10000 });
  const [draft, setDraft] = useState({ amount: '1000', name: '', email: '', message: '', date: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState('');
  const [bought, setBought] = useState<GiftCardBought | null>(null);
  const [sending, setSending] = useState(false);
  const t = useTranslations('giftCards');
  const messageOr = useMessageOr();
  const fieldErrors = useFieldErrors();

  useEffect(() => {
    if (!me?.authenticated) return;
    walletApi
      .read()
      .then((w) => setBounds({ min: Number(w.gift_card_min), max: Number(w.gift_card_max) }))
      .catch(() => undefined);
  }, [me?.authenticated]);

  if (me && !me.authenticated) {
    return (
      <p>
        {t.rich('logIn', { login: (words) => <Link href="/login">{words}</Link> })}
      </p>
    );
  }
  if (bought) {
    return (
      <section>
        <Notice kind="ok" data-testid="gift-card-ordered">
          {t('ordered', { amount: formatRupees(Number(bought.amount)), email: bought.recipient_email, on: bought.send_on ? formatDate(bought.send_on) : 'none' })}
        </Notice>
        {bought.upi_link && (
          <UpiPayment link={bought.upi_link} qr={bought.upi_qr ?? null} upiId={bought.upi_id ?? null} amount={Number(bought.amount)} orderId={`Gift card ${bought.id}`} />
        )}
      </section>
    );
  }

  const set = (change: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...change }));
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError('');
    setErrors({});
    setSending(true);
    try {
      setBought(
        await walletApi.buy({
          amount: Number(draft.amount),
          recipientName: draft.name,
          recipientEmail: draft.email,
          message: draft.message,
          sendOn: draft.date,
          upiReference: '',
        }),
      );
    } catch (err) {
      const found: Partial<Record<string, string>> = fieldErrors(err, Object.keys((err as { errors?: object }).errors ?? {}));
      setErrors(found);
      if (!Object.keys(found).some((k) => k in FIELDS)) setError(messageOr(err, t('failed')));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="gift-card-form" onSubmit={(e) => void submit(e)} noValidate>
      <FormField id={FIELDS.amount} label={t('amount', { min: bounds.min, max: bounds.max })} error={errors.amount}>
        <input {...fieldAria(FIELDS.amount, errors.amount)} type="number" inputMode="numeric" min={bounds.min} max={bounds.max} step={1} value={draft.amount} onChange={(e) => set({ amount: e.target.value })} />
      </FormField>
      <FormField id={FIELDS.recipient_name} label={t('name')} error={errors.recipient_name}>
        <input {...fieldAria(FIELDS.recipient_name, errors.recipient_name)} value={draft.name} onChange={(e) => set({ name: e.target.value })} autoComplete="off" />
      </FormField>
      <FormField id={FIELDS.recipient_email} label={t('email')} error={errors.recipient_email}>
        <input {...fieldAria(FIELDS.recipient_email, errors.recipient_email)} type="email" value={draft.email} onChange={(e) => set({ email: e.target.value })} autoComplete="off" />
      </FormField>
      <FormField id={FIELDS.message} label={t('message')} error={errors.message}>
        <textarea {...fieldAria(FIELDS.message, errors.message)} maxLength={300} rows={3} value={draft.message} onChange={(e) => set({ message: e.target.value })} />
      </FormField>
      <FormField id={FIELDS.send_on} label={t('sendOn')} error={errors.send_on}>
        <input {...fieldAria(FIELDS.send_on, errors.send_on)} type="date" value={draft.date} onChange={(e) => set({ date: e.target.value })} />
      </FormField>
      <p className="field-hint">
        {t('hint')}
      </p>
      {error && <Notice kind="error">{error}</Notice>}
      <button type="submit" className="btn btn-block" disabled={sending}>
        {sending ? t('ordering') : t('buy')}
      </button>
    </form>
  );
}
