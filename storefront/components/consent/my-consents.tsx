'use client';
/**
 * "Your choices" in My account: each purpose with the customer's consent, withdrawn (or given) with one click of the
 * same weight (Digital Personal Data Protection Act, 2023, s.6(4)), effective at once (s.6(6)).
 */
import { useEffect, useState } from 'react';
import { type ConsentChoice, type ConsentNotice, type NoticeLanguage, consentApi } from '@/lib/api/consent';
import { formatDate } from '@/lib/format';
import { Notice } from '@/components/ui/notice';
import { pageLanguage } from './notice-language';
import { CONSENT_WORDS } from './words';
import { LatinRuns } from './latin-runs';
import './consent.css';

export function MyConsents() {
  const [language] = useState<NoticeLanguage>(pageLanguage);
  const [notice, setNotice] = useState<ConsentNotice | null>(null);
  const [choices, setChoices] = useState<ConsentChoice[] | null>(null);
  const [busy, setBusy] = useState('');
  const [error, setError] = useState('');
  const w = CONSENT_WORDS[language];

  useEffect(() => {
    consentApi.notice(language).then(setNotice, () => setError(w.failed));
    consentApi.mine().then(setChoices, () => setError(w.failed));
  }, [language, w.failed]);

  const change = async (purpose: string, give: boolean) => {
    setBusy(purpose);
    setError('');
    try {
      if (give) {
        await consentApi.give([purpose], language, 'account');
        setChoices(await consentApi.mine());
      } else {
        setChoices(await consentApi.withdraw(purpose, language));
      }
    } catch {
      setError(w.failed);
    } finally {
      setBusy('');
    }
  };

  if (!notice || !choices) return error ? <Notice kind="error">{error}</Notice> : null;
  return (
    <section className="section" aria-labelledby="consent-title" lang={language}>
      <h2 id="consent-title">{w.yourChoices}</h2>
      <p className="field-hint">{notice.always}</p>
      <ul className="my-consents">
        {choices.map((c) => {
          const purpose = notice.purposes.find((p) => p.code === c.purpose);
          if (!purpose) return null;
          return (
            <li key={c.purpose} aria-label={purpose.label}>
              <div>
                <strong>{purpose.label}</strong>
                <p className="field-hint">{c.given && c.changed_at ? `${w.given} ${formatDate(c.changed_at)}` : w.notGiven}</p>
              </div>
              <button
                type="button"
                className="btn btn-small btn-outline"
                disabled={busy === c.purpose}
                onClick={() => void change(c.purpose, !c.given)}
              >
                {c.given ? w.withdraw : w.give}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="field-hint">
        <LatinRuns text={notice.complain} language={notice.language} />
      </p>
      {error && <Notice kind="error">{error}</Notice>}
    </section>
  );
}
