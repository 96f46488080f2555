'use client';

import { useState } from 'react';
import { api } from '@/lib/api/client';
import { messageOr } from '@/lib/api/errors';
import { MESSAGES } from '@/lib/validation';

const EMPTY = { name: '', email: '', message: '' };

export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      await api.message(values);
      setResult({ ok: true, text: MESSAGES.contactSent });
      setValues(EMPTY);
    } catch (err) {
      setResult({ ok: false, text: messageOr(err, MESSAGES.contactFailed) });
    } finally {
      setBusy(false);
    }
  }

  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  return (
    <form onSubmit={onSubmit} className="card" aria-label="Contact Us">
      <div className="field">
        <label htmlFor="contact-name">Name</label>
        <input id="contact-name" name="name" autoComplete="name" value={values.name} onChange={set('name')} />
      </div>
      <div className="field">
        <label htmlFor="contact-email">Email</label>
        <input id="contact-email" name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} />
      </div>
      <div className="field">
        <label htmlFor="contact-message">Message</label>
        <textarea id="contact-message" name="message" value={values.message} onChange={set('message')} />
      </div>
      {result && (
        <p className={`notice ${result.ok ? 'notice-ok' : 'notice-error'}`} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      )}
      <button type="submit" className="btn" disabled={busy}>
        {busy ? 'Sending…' : 'Send Message'}
      </button>
    </form>
  );
}
