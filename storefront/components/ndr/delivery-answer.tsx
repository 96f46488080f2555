'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { ApiError, messageOr } from '@/lib/api/errors';
import { type NdrChoice, type NdrPage, ndrApi } from '@/lib/api/ndr';
import { localDateTime } from '@/lib/local-format';
import { isTenDigitPhone } from '@/lib/validation';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';
import { CHOICES, answerWords, choiceLabel, dayChoice } from './ndr-words';
import './ndr.css';
const PIN = /^[1-9][0-9]{5}$/;

/** The page of the link in the customer's e-mail: what happened to the parcel, and their choice of what happens next. */
export function DeliveryAnswer({ token }: { token: string }) {
  const t = useTranslations('tracking.ndr');
  const locale = useLocale();
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
    ndrApi.read(token).then(setPage, (err) => setProblem(messageOr(err, t('loadFailed'))));
    // the words of a failure are the page's language's: read once per link, not again when a translator object changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  if (problem) return <Notice kind="error">{problem}</Notice>;
  if (!page) return <p aria-busy="true">{t('loading')}</p>;

  function check(): Record<string, string> {
    const found: Record<string, string> = {};
    if (choice === 'reattempt' && !day) found.date = t('chooseDay');
    if (choice === 'address') {
      if (!address.trim() && !phone.trim()) found.address = t('addressOrPhone');
      if (address.trim() && !PIN.test(pinCode.trim())) found.pin_code = t('pinInvalid');
      if (phone.trim() && !isTenDigitPhone(phone.trim())) found.phone = t('phoneInvalid');
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
      setErrors({ ...fields, form: messageOr(err, t('failed')) });
    } finally {
      setBusy(false);
    }
  }

  const settled = page.status === 'closed';
  return (
    <article aria-labelledby="ndr-title">
      <h1 id="ndr-title">{t('title')}</h1>
      <div className="ndr-card">
        {/* the courier's name and reason and the customer's address stay as they were written (lang="") */}
        <dl className="ndr-facts">
          <dt>{t('order')}</dt>
          <dd>
            <strong>{page.order_id}</strong> (<span lang="">{page.courier}</span> {page.awb})
          </dd>
          <dt>{t('attempt', { attempts: page.attempts })}</dt>
          <dd>
            {localDateTime(page.attempted_at, locale)}
            {page.reason ? (
              <>
                : <span lang="">{page.reason}</span>
              </>
            ) : null}
          </dd>
          <dt>{t('deliverTo')}</dt>
          <dd lang="">{page.ship_address}</dd>
          {!settled && (
            <>
              <dt>{t('answerBefore')}</dt>
              <dd>{localDateTime(page.deadline, locale)}</dd>
            </>
          )}
        </dl>
      </div>
      {page.answer && (
        <Notice kind="ok" data-testid="ndr-answer">
          {saved ? t('thanks') : t('yourAnswer')}
          {answerWords(page, t, locale)}
        </Notice>
      )}
      {settled ? (
        <Notice kind="info">{t('settled')}</Notice>
      ) : (
        <form className="ndr-form" onSubmit={submit} noValidate>
          <fieldset className="ndr-choices">
            <legend>{page.answer ? t('changeAnswer') : t('whatToDo')}</legend>
            {CHOICES.map((value) => (
              <label key={value} className="ndr-choice">
                <input type="radio" name="ndr-choice" value={value} checked={choice === value} onChange={() => setChoice(value)} />
                {choiceLabel(value, t)}
              </label>
            ))}
          </fieldset>
          {choice === 'reattempt' && (
            <div className="field" role="group" aria-labelledby="ndr-days-label">
              <span id="ndr-days-label">{t('dayLabel')}</span>
              <div className="ndr-days">
                {page.dates.map((d) => (
                  <button key={d} type="button" className="ndr-day" aria-pressed={day === d} onClick={() => setDay(d)}>
                    {dayChoice(d, locale)}
                  </button>
                ))}
              </div>
              {errors.date && <span className="field-error" role="alert">{errors.date}</span>}
            </div>
          )}
          {choice === 'address' && (
            <>
              <FormField id="ndr-address" label={t('addressLabel')} error={errors.address}>
                <textarea {...fieldAria('ndr-address', errors.address)} value={address} onChange={(e) => setAddress(e.target.value)} rows={3} maxLength={300} />
              </FormField>
              <FormField id="ndr-pin" label={t('pinLabel')} error={errors.pin_code}>
                <input {...fieldAria('ndr-pin', errors.pin_code)} value={pinCode} onChange={(e) => setPinCode(e.target.value)} inputMode="numeric" maxLength={6} autoComplete="postal-code" />
              </FormField>
              <FormField id="ndr-phone" label={t('phoneLabel')} error={errors.phone}>
                <input {...fieldAria('ndr-phone', errors.phone)} value={phone} onChange={(e) => setPhone(e.target.value)} inputMode="tel" maxLength={10} autoComplete="tel-national" />
              </FormField>
            </>
          )}
          {errors.form && <Notice kind="error">{errors.form}</Notice>}
          <button type="submit" className="btn" disabled={busy}>
            {busy ? t('sending') : t('send')}
          </button>
        </form>
      )}
      <p className="muted">{t.rich('questions', { contact: (chunks) => <Link href="/contact">{chunks}</Link> })}</p>
    </article>
  );
}
