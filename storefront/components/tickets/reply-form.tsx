'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ticketsApi } from '@/lib/api/tickets';
import { fieldMessageOr } from '@/lib/api/errors';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';

/** The customer writes again on their ticket; the page then reads the thread afresh (a resolved ticket opens again). */
export function ReplyForm({ number }: { number: string }) {
  const router = useRouter();
  const [body, setBody] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    setSent(false);
    if (!body.trim()) {
      setError('Please write your message.');
      return;
    }
    setError('');
    setBusy(true);
    try {
      await ticketsApi.reply(number, body.trim());
      setBody('');
      setSent(true);
      router.refresh();
    } catch (err) {
      setError(fieldMessageOr(err, 'body', 'Failed to send message. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Reply">
      <FormField id="ticket-reply" label="Your reply" error={error}>
        <textarea {...fieldAria('ticket-reply', error)} name="body" maxLength={5000} value={body} onChange={(e) => setBody(e.target.value)} />
      </FormField>
      {sent && <Notice kind="ok">Message sent successfully!</Notice>}
      <button type="submit" className="btn" disabled={busy}>
        {busy ? 'Sending…' : 'Send reply'}
      </button>
    </form>
  );
}
