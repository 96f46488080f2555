'use client';
/**
 * The consent notice before any tick (Digital Personal Data Protection Act, 2023, s.5; DPDP Rules, 2025, rule 3):
 * what data, for which purpose, how to withdraw, how to complain, in English or Hindi as the person chooses (s.5(3)),
 * and one tick per purpose, none ticked for them (s.6(1): a clear affirmative act for each purpose).
 */
import { useEffect, useId, useState } from 'react';
import { type ConsentNotice as Notice, type NoticeLanguage, consentApi } from '@/lib/api/consent';
import { LatinRuns } from './latin-runs';
import './consent.css';

export interface ConsentNoticeProps {
  language: NoticeLanguage;
  onLanguage: (language: NoticeLanguage) => void;
  ticked: string[];
  onTicked: (purposes: string[]) => void;
  /** Only these purposes (the newsletter form asks for marketing e-mail alone). */
  only?: string[];
}

export function ConsentNotice({ language, onLanguage, ticked, onTicked, only }: ConsentNoticeProps) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [failed, setFailed] = useState(false);
  const id = useId();

  useEffect(() => {
    let live = true;
    consentApi.notice(language).then(
      (n) => live && (setNotice(n), setFailed(false)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [language]);

  if (failed && !notice) return null; // no notice, no ticks: nothing is asked
  if (!notice) return <p className="muted consent-loading">…</p>;
  const purposes = notice.purposes.filter((p) => !only || only.includes(p.code));
  const toggle = (code: string, on: boolean) => onTicked(on ? [...ticked, code] : ticked.filter((c) => c !== code));

  return (
    <fieldset className="consent-notice" lang={notice.language}>
      <legend>{notice.title}</legend>
      <div className="consent-languages" role="group" aria-label={notice.language.startsWith('hi') ? 'सूचना की भाषा' : 'Language of this notice'}>
        {notice.languages.map((l) => (
          <button
            key={l.code}
            type="button"
            lang={l.code}
            className="link-button"
            aria-pressed={l.code === notice.language}
            onClick={() => onLanguage(l.code as NoticeLanguage)}
          >
            {l.name}
          </button>
        ))}
      </div>
      <p>{notice.intro}</p>
      <p className="consent-always">{notice.always}</p>
      {purposes.map((p) => (
        <div key={p.code} className="consent-purpose">
          <label htmlFor={`${id}-${p.code}`}>
            <input
              id={`${id}-${p.code}`}
              type="checkbox"
              name={`consent-${p.code}`}
              checked={ticked.includes(p.code)}
              onChange={(e) => toggle(p.code, e.target.checked)}
              aria-describedby={`${id}-${p.code}-what`}
            />{' '}
            {p.label}
          </label>
          <p id={`${id}-${p.code}-what`} className="field-hint">
            {notice.data_word}: {p.data}. {notice.use_word}: {p.use}.
          </p>
        </div>
      ))}
      <p className="field-hint">{notice.withdraw}</p>
      <p className="field-hint">{notice.rights}</p>
      <p className="field-hint">
        <LatinRuns text={notice.complain} language={notice.language} />
      </p>
    </fieldset>
  );
}
