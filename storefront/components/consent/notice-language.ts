import type { NoticeLanguage } from '@/lib/api/consent';

/** The notice's first language: the page's (a Hindi page starts in Hindi); the person may switch it. */
export function pageLanguage(): NoticeLanguage {
  if (typeof document === 'undefined') return 'en';
  return document.documentElement.lang.toLowerCase().startsWith('hi') ? 'hi' : 'en';
}
