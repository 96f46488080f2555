'use client';
import { useTranslations } from 'next-intl';
/**
 * "Share design": makes a preview link of the design (no account needed to open it, nothing personal in it). On a
 * phone the system's share sheet (Web Share API) sends it to WhatsApp and the rest; elsewhere "Copy link". The code
 * that makes the link loads when the button is pressed.
 */
import { useState } from 'react';
import { messageOr } from '@/lib/api/errors';
import type { ShareInput } from './make-share';

interface Props {
  /** What to share, read when the button is pressed (null before a product is chosen). */
  input: () => ShareInput | null;
}

const canShareSheet = () =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function' && window.matchMedia?.('(pointer: coarse)').matches;

export function ShareButton({ input }: Props) {
  const e = useTranslations('editor');
  const t = useTranslations('studioShare');
  const [link, setLink] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');

  const make = async () => {
    const what = input();
    if (!what) return;
    setBusy(true);
    setError('');
    setNote('');
    try {
      const { makeShare } = await import('./make-share');
      setLink(await makeShare(what));
    } catch (e) {
      setError(messageOr(e, e instanceof Error ? e.message : t('makeFailed')));
    } finally {
      setBusy(false);
    }
  };

  const send = async () => {
    try {
      await navigator.share({ title: t('shareTitle'), text: t('shareText'), url: link });
    } catch {
      // the customer closed the share sheet: nothing to say
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setNote(t('copied'));
    } catch {
      setNote(t('selectCopy'));
    }
  };

  return (
    <div className="share-design">
      <button type="button" className="btn btn-small btn-outline" onClick={() => void make()} disabled={busy}>
        {busy ? e('makingLink') : e('share')}
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {link && (
        <div className="share-design-link" role="group" aria-label={t('linkGroup')}>
          <input readOnly value={link} aria-label={t('linkInput')} data-testid="share-link" onFocus={(e) => e.currentTarget.select()} />
          {canShareSheet() ? (
            <button type="button" className="btn btn-small" onClick={() => void send()}>
              {t('shareSheet')}
            </button>
          ) : (
            <button type="button" className="btn btn-small" onClick={() => void copy()}>
              {t('copyLink')}
            </button>
          )}
          <p className="field-hint" role="status">
            {note || t('privacy')}
          </p>
        </div>
      )}
    </div>
  );
}
