'use client';

import { useId, useState } from 'react';
import { messageOr } from '@/lib/api/errors';
import { MESSAGES, isNewsletterEmail } from '@/lib/validation';
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
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const inputId = useId();
  const consentTicks = useConsent('newsletter', [MARKETING_EMAIL]);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (!isNewsletterEmail(email)) {
      setState({ kind: 'error', text: MESSAGES.newsletterInvalid });
      return;
    }
    if (!consentTicks.ticked.includes(MARKETING_EMAIL)) {
      setState({ kind: 'error', text: TICK_FIRST });
      return;
    }
    setState({ kind: 'sending' });
    try {
      await consentTicks.give(email.trim()); // the marketing e-mail consent joins the club's list
      setState({ kind: 'ok', text: MESSAGES.newsletterThanks });
      setEmail('');
      consentTicks.reset();
    } catch (error) {
      setState({ kind: 'error', text: messageOr(error, 'We could not sign you up just now. Please try again.') });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Join the Club">
      <div className="field">
        <label htmlFor={inputId}>Email address</label>
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
        {state.kind === 'sending' ? 'Joining…' : 'Join the Club'}
      </button>
      {consent && (
        <p className="club-consent" id={`${inputId}-consent`}>
          {consent}
        </p>
      )}
      <div aria-live="polite" style={{ flexBasis: '100%' }}>
        {(state.kind === 'ok' || state.kind === 'error') && <Notice kind={state.kind}>{state.text}</Notice>}
      </div>
    </form>
  );
}
