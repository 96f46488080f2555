'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { ApiError, messageOr } from '@/lib/api/errors';
import { type NdrChoice, type NdrPage, ndrApi } from '@/lib/api/ndr';
import { formatDateTime } from '@/lib/format';
import { isTenDigitPhone } from '@/lib/validation';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';
import { CHOICE_LABEL, answerWords, dayChoice } from './ndr-words';
import './ndr.css';

const CHOICES = Object.keys(CHOICE_LABEL) as NdrChoice[];
const PIN = /^[1-9][0-9]{5}$/;

/** The page of the link in the customer's e-mail: what happened to the parcel, and their choice of what happens next. */
export function DeliveryAnswer({ token }: { token: string }) {
  const [page, setPage] = useState<NdrPage | null>(null);
  const [problem, setProblem] = useState('');
  const [choice, setChoice] = useState<NdrChoice>('reattempt');
  const [day, setDay] = useState('');
  const [address, setAddress] = useState('');
  const [pinCode, setPinCode] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    ndrApi.read(token).then(setPage, (err) => setProblem(messageOr(err, 'We could not load this delivery.')));
  }, [token]);

  if (problem) return <Notice kind="error">{problem}</Notice>;
  if (!page) return <p aria-busy="true">Loading your delivery…</p>;

  function check(): Record<string, string> {
    const found: Record<string, string> = {};
    if (choice === 'reattempt' && !day) found.date = 'Choose a day for the next attempt.';
    if (choice === 'address') {
      if (!address.trim() && !phone.trim()) found.address = 'Give the corrected address with its PIN code, or the phone number, or both.';
      if (address.trim() && !PIN.test(pinCode.trim())) found.pin_code = 'Enter the 6-digit PIN code.';
      if (phone.trim() && !isTenDigitPhone(phone.trim())) found.phone = 'Please enter a valid 10-digit phone number.';
    }
    return found;
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      setPage(await ndrApi.answer(token, { choice, date: choice === 'reattempt' ? day : null, address, pinCode, phone }));
      setSaved(true);
    } catch (err) {
      const fields = err instanceof ApiError ? Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v[0] ?? ''])) : {};
      setErrors({ ...fields, form: messageOr(err, 'That did not work. Please try again.') });
    } finally {
      setBusy(false);
    }
  }

  const settled = page.status === 'closed';
  return (
    <article aria-labelledby="ndr-title">
      <h1 id="ndr-title">We could not deliver your order</h1>
      <div className="ndr-card">
        <dl className="ndr-facts">
          <dt>Order</dt>
          <dd>
            <strong>{page.order_id}</strong> ({page.courier} {page.awb})
          </dd>
          <dt>Attempt {page.attempts}</dt>
          <dd>{formatDateTime(page.attempted_at)}{page.reason ? `: ${page.reason}` : ''}</dd>
          <dt>Deliver to</dt>
          <dd>{page.ship_address}</dd>
          {!settled && (
            <>
              <dt>Please answer before</dt>
              <dd>{formatDateTime(page.deadline)}</dd>
            </>
          )}
        </dl>
      </div>
      {page.answer && (
        <Notice kind="ok" data-testid="ndr-answer">
          {saved ? 'Thank you! ' : 'Your answer: '}
          {answerWords(page)}
        </Notice>
      )}
      {settled ? (
        <Notice kind="info">This delivery is settled: the parcel was delivered or is on its way back to us.</Notice>
      ) : (
        <form className="ndr-form" onSubmit={submit} noValidate>
          <fieldset className="ndr-choices">
            <legend>{page.answer ? 'Change your answer' : 'What should we do?'}</legend>
            {CHOICES.map((value) => (
              <label key={value} className="ndr-choice">
                <input type="radio" name="ndr-choice" value={value} checked={choice === value} onChange={() => setChoice(value)} />
                {CHOICE_LABEL[value]}
              </label>
            ))}
          </fieldset>
          {choice === 'reattempt' && (
            <div className="field" role="group" aria-labelledby="ndr-days-label">
              <span id="ndr-days-label">Day of the next attempt</span>
              <div className="ndr-days">
                {page.dates.map((d) => (
                  <button key={d} type="button" className="ndr-day" aria-pressed={day === d} onClick={() => setDay(d)}>
                    {dayChoice(d)}
                  </button>
                ))}
              </div>
              {errors.date && <span className="field-error" role="alert">{errors.date}</span>}
            </div>
          )}
          {choice === 'address' && (
            <>
              <FormField id="ndr-address" label="Corrected address (house, street, area, landmark)" error={errors.address}>
                <textarea {...fieldAria('ndr-address', errors.address)} value={address} onChange={(e) => setAddress(e.target.value)} rows={3} maxLength={300} />
              </FormField>
              <FormField id="ndr-pin" label="PIN code" error={errors.pin_code}>
                <input {...fieldAria('ndr-pin', errors.pin_code)} value={pinCode} onChange={(e) => setPinCode(e.target.value)} inputMode="numeric" maxLength={6} autoComplete="postal-code" />
              </FormField>
              <FormField id="ndr-phone" label="Phone for the courier (10 digits)" error={errors.phone}>
                <input {...fieldAria('ndr-phone', errors.phone)} value={phone} onChange={(e) => setPhone(e.target.value)} inputMode="tel" maxLength={10} autoComplete="tel-national" />
              </FormField>
            </>
          )}
          {errors.form && <Notice kind="error">{errors.form}</Notice>}
          <button type="submit" className="btn" disabled={busy}>
            {busy ? 'Sending…' : 'Send my answer'}
          </button>
        </form>
      )}
      <p className="muted">
        Questions? <Link href="/contact">Contact us</Link>.
      </p>
    </article>
  );
}
