'use client';
/** The bag reminder's link: the kept bag put back into this browser, then on to the bag. */
import { Link } from '@/i18n/navigation';
import { useEffect, useState } from 'react';
import { consentApi } from '@/lib/api/consent';
import { useMessageOr } from '@/i18n/error-text';
import { dispatchBag } from '@/lib/bag/store';
import { Notice } from '@/components/ui/notice';
import { fromSaved } from './bag-sync';
import { pageLanguage } from './notice-language';
import { CONSENT_WORDS } from './words';

export function BagRestore({ token }: { token: string }) {
  const [state, setState] = useState<{ kind: 'busy' } | { kind: 'ok' } | { kind: 'error'; text: string }>({ kind: 'busy' });
  const w = CONSENT_WORDS[pageLanguage()];
  const messageOr = useMessageOr();

  useEffect(() => {
    consentApi.restoreBag(token).then(
      (lines) => {
        dispatchBag({ type: 'replace', lines: fromSaved(lines) });
        setState({ kind: 'ok' });
      },
      (e: unknown) => setState({ kind: 'error', text: messageOr(e, w.failed) }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the words' function is new each render; the link is not
  }, [token, w.failed]);

  if (state.kind === 'busy') return <p className="muted">{w.bagRestoring}</p>;
  if (state.kind === 'error') return <Notice kind="error">{state.text}</Notice>;
  return (
    <>
      <Notice kind="ok">{w.bagBack}</Notice>
      <Link className="btn" href="/bag">
        {w.goToBag}
      </Link>
    </>
  );
}
