'use client';
/**
 * Buying a gift card: an amount within the shop's bounds, the recipient's name and e-mail, a message and the day the
 * e-mail goes. Paid by UPI (never cash on delivery); the card is e-mailed with its code on that day once the payment is
 * seen. A gift card is not a sale of goods: no tax invoice now, GST is charged on what it buys.
 */
import { Link } from '@/i18n/navigation';
import { useEffect, useState } from 'react';
import { UpiPayment } from '@/components/checkout/upi-payment';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';
import { ApiError, messageOr } from '@/lib/api/errors';
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
        Please <Link href="/login">log in</Link> to buy a gift card.
      </p>
    );
  }
  if (bought) {
    return (
      <section>
        <Notice kind="ok" data-testid="gift-card-ordered">
          Gift card ordered: pay {formatRupees(Number(bought.amount))} by UPI. We e-mail it to {bought.recipient_email}
          {bought.send_on ? ` on ${formatDate(bought.send_on)}` : ''} once our team sees your payment.
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
      const found = err instanceof ApiError ? Object.fromEntries(Object.entries(err.errors).map(([k, m]) => [k, m[0]])) : {};
      setErrors(found);
      if (!Object.keys(found).some((k) => k in FIELDS)) setError(messageOr(err, 'We could not order this gift card. Please try again.'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="gift-card-form" onSubmit={(e) => void submit(e)} noValidate>
      <FormField id={FIELDS.amount} label={`Amount (₹${bounds.min} to ₹${bounds.max})`} error={errors.amount}>
        <input {...fieldAria(FIELDS.amount, errors.amount)} type="number" inputMode="numeric" min={bounds.min} max={bounds.max} step={1} value={draft.amount} onChange={(e) => set({ amount: e.target.value })} />
      </FormField>
      <FormField id={FIELDS.recipient_name} label="Recipient's name" error={errors.recipient_name}>
        <input {...fieldAria(FIELDS.recipient_name, errors.recipient_name)} value={draft.name} onChange={(e) => set({ name: e.target.value })} autoComplete="off" />
      </FormField>
      <FormField id={FIELDS.recipient_email} label="Recipient's e-mail" error={errors.recipient_email}>
        <input {...fieldAria(FIELDS.recipient_email, errors.recipient_email)} type="email" value={draft.email} onChange={(e) => set({ email: e.target.value })} autoComplete="off" />
      </FormField>
      <FormField id={FIELDS.message} label="Message (optional)" error={errors.message}>
        <textarea {...fieldAria(FIELDS.message, errors.message)} maxLength={300} rows={3} value={draft.message} onChange={(e) => set({ message: e.target.value })} />
      </FormField>
      <FormField id={FIELDS.send_on} label="Send it on (empty: today)" error={errors.send_on}>
        <input {...fieldAria(FIELDS.send_on, errors.send_on)} type="date" value={draft.date} onChange={(e) => set({ date: e.target.value })} />
      </FormField>
      <p className="field-hint">
        Paid by UPI. The card is valid for a year from your payment and pays for anything in the shop, in part or whole; GST is charged on what it buys,
        not on the card.
      </p>
      {error && <Notice kind="error">{error}</Notice>}
      <button type="submit" className="btn btn-block" disabled={sending}>
        {sending ? 'Ordering…' : 'Buy gift card'}
      </button>
    </form>
  );
}
