'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMessageOr, useFieldErrors, useValidationText } from '@/i18n/error-text';
import { api } from '@/lib/api/client';
import { MESSAGES } from '@/lib/validation';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';

type Fields = { name: string; email: string; message: string };
const EMPTY: Fields = { name: '', email: '', message: '' };
const FIELD_NAMES = Object.keys(EMPTY) as (keyof Fields)[];

/**
 * Contact Us. The specification checks nothing in the browser, so the server's field errors (a missing name, an
 * email without @) are shown next to their fields, under its message or 'Failed to send message. Please try again.'.
 * Each message is a grievance ticket (Consumer Protection (E-Commerce) Rules, 2020, rule 4(5)): its number is shown.
 */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useTranslations('contactPage');
  const errorText = useMessageOr();
  const fieldErrors = useFieldErrors();
  const validationText = useValidationText();

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setResult(null);
    setErrors({});
    try {
      const { ticket } = await api.message(values);
      setResult({ ok: true, text: ticket ? `${validationText(MESSAGES.contactSent)} ${t('ticketSent', { ticket })}` : validationText(MESSAGES.contactSent) });
      setValues(EMPTY);
    } catch (err) {
      setErrors(fieldErrors(err, FIELD_NAMES));
      setResult({ ok: false, text: errorText(err, validationText(MESSAGES.contactFailed)) });
    } finally {
      setBusy(false);
    }
  }

  const common = (key: keyof Fields) => ({
    ...fieldAria(`contact-${key}`, errors[key]),
    name: key,
    value: values[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });
  const field = (key: keyof Fields, label: string, input: React.ReactNode) => (
    <FormField id={`contact-${key}`} label={label} error={errors[key]}>
      {input}
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} className="card" aria-label={t('title')} noValidate>
      {field('name', t('name'), <input {...common('name')} autoComplete="name" />)}
      {field('email', t('email'), <input {...common('email')} type="email" autoComplete="email" />)}
      {field('message', t('message'), <textarea {...common('message')} />)}
      {result && <Notice kind={result.ok ? 'ok' : 'error'}>{result.text}</Notice>}
      <button type="submit" className="btn" disabled={busy}>
        {busy ? t('sending') : t('send')}
      </button>
    </form>
  );
}
