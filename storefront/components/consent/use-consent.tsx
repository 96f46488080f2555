'use client';
/** One hook per form that asks for consent: its notice and ticks, and recording what was ticked once the form is sent. */
import { useState } from 'react';
import { type ConsentPlace, type NoticeLanguage, consentApi } from '@/lib/api/consent';
import { ConsentNotice } from './consent-notice';
import { pageLanguage } from './notice-language';

export function useConsent(place: ConsentPlace, only?: string[]) {
  const [language, setLanguage] = useState<NoticeLanguage>(pageLanguage);
  const [ticked, setTicked] = useState<string[]>([]);
  const ticks = <ConsentNotice language={language} onLanguage={setLanguage} ticked={ticked} onTicked={setTicked} only={only} />;
  /** Records the ticked purposes (none ticked: nothing is sent); `email` for a visitor, ignored for a customer. */
  const give = async (email = ''): Promise<void> => {
    if (ticked.length) await consentApi.give(ticked, language, place, email);
  };
  return { ticks, ticked, give, reset: () => setTicked([]) };
}
