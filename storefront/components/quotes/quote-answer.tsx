'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMessageOr } from '@/i18n/error-text';
import { type QuotePage, quotesApi } from '@/lib/api/quotes';
import { formatDate } from '@/lib/format';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';

type Props = {
  token: string;
  revision: number;
  expired: boolean;
  validUntil: string;
  onAccepted: (message: string) => void;
  onChangesAsked: (quote: QuotePage) => void;
};

/** Accept the revision read, or ask for changes with a comment. An expired quote can only be asked again. */
export function QuoteAnswer({ token, revision, expired, validUntil, onAccepted, onChangesAsked }: Props) {
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const t = useTranslations('quotesPages');
  const messageOr = useMessageOr();

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setProblem('');
    try {
      await work();
    } catch (err) {
      setProblem(messageOr(err, t('answerFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="card">
      {expired ? (
        <Notice kind="info">{t('expired', { date: formatDate(validUntil) })}</Notice>
      ) : (
        <button type="button" className="btn" disabled={busy} onClick={() => run(async () => onAccepted((await quotesApi.accept(token, revision)).message))}>
          {t('accept')}
        </button>
      )}
      <FormField id="quote-comment" label={t('askChangesLabel')}>
        <textarea {...fieldAria('quote-comment')} value={comment} onChange={(e) => setComment(e.target.value)} placeholder={t('whatChange')} />
      </FormField>
      <button type="button" className="btn btn-secondary" disabled={busy || !comment.trim()} onClick={() => run(async () => onChangesAsked(await quotesApi.askChanges(token, revision, comment)))}>
        {t('askChanges')}
      </button>
      {problem && <Notice kind="error">{problem}</Notice>}
    </div>
  );
}
