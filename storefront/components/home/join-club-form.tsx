'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { messageOr } from '@/lib/api/errors';
import { isNewsletterEmail } from '@/lib/validation';
import { Notice } from '@/components/ui/notice';
import { useConsent } from '@/components/consent/use-consent';

const MARKETING_EMAIL = 'marketing_email';
const TICK_FIRST = 'Please tick the box above to receive our e-mails.';

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'ok'; text: string } | { kind: 'error'; text: string };

/**
 * Join the Club: the specification's check and messages; the sign-up is stored for the admin team with the consent
 * text shown here and when it was given (Digital Personal Data Protection Act, 2023, s.6: consent to a stated purpose,
 * as easy to withdraw as to give: the withdraw form sits below).
 */
export function JoinClubForm({ consent }: { consent: string }) {
  const t = useTranslations('home');
  const v = useTranslations('validation');
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const inputId = useId();
  const consentTicks = useConsent('newsletter', [MARKETING_EMAIL]);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (!isNewsletterEmail(email)) {
      setState({ kind: 'error', text: v('newsletterInvalid') });
      return;
    }
    if (!consentTicks.ticked.includes(MARKETING_EMAIL)) {
      setState({ kind: 'error', text: TICK_FIRST });
      return;
    }
    setState({ kind: 'sending' });
    try {
      await consentTicks.give(email.trim()); // the marketing e-mail consent joins the club's list
      setState({ kind: 'ok', text: v('newsletterThanks') });
      setEmail('');
      consentTicks.reset();
    } catch (error) {
      setState({ kind: 'error', text: messageOr(error, t('signupFailed')) });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('club')}>
      <div className="field">
        <label htmlFor={inputId}>{t('email')}</label>
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={state.kind === 'error'}
          aria-describedby={consent ? `${inputId}-consent` : undefined}
        />
      </div>
      {consentTicks.ticks}
      <button type="submit" className="btn btn-marigold" style={{ marginTop: 30 }} disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? t('joining') : t('club')}
      </button>
      {consent && (
        // the shop's own notice, as the server words it (English until it words it per language)
        <p className="club-consent" id={`${inputId}-consent`} lang="en">
          {consent}
        </p>
      )}
      <div aria-live="polite" style={{ flexBasis: '100%' }}>
        {(state.kind === 'ok' || state.kind === 'error') && <Notice kind={state.kind}>{state.text}</Notice>}
      </div>
    </form>
  );
}
