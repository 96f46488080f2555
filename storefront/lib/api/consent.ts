/**
 * The browser's calls about consent (Digital Personal Data Protection Act, 2023, ss.5-6): the notice in the
 * language the person chooses, the purposes they tick, their choices in My account with a one-click withdrawal; and
 * the logged-in customer's bag kept on the server, with the reminder's link that restores it.
 */
import { shop, unwrap } from './http';
import type { components } from './schema.gen';

export type ConsentNotice = components['schemas']['ConsentNoticeOut'];
export type ConsentChoice = components['schemas']['ConsentChoiceOut'];
export type SavedBagLine = components['schemas']['SavedBagLineOut'];
export type ConsentPlace = 'signup' | 'checkout' | 'newsletter' | 'account';
export type NoticeLanguage = 'en' | 'hi';
/** A purpose of the notice (core/consent/notices: the server lists them). */
export type Purpose = components['schemas']['ConsentWithdrawIn']['purpose'];

export const consentApi = {
  notice: async (language: NoticeLanguage): Promise<ConsentNotice> =>
    unwrap(shop().GET('/api/consent/notice/', { params: { query: { language } } })),
  /** Records each ticked purpose with the notice's version, words and language; a visitor gives their e-mail. */
  give: async (purposes: string[], language: NoticeLanguage, place: ConsentPlace, email = ''): Promise<string> =>
    (await unwrap(shop().POST('/api/consent/', { body: { purposes: purposes as Purpose[], language, place, email } }))).message,
  /** A visitor's withdrawal by e-mail (the newsletter's "Stop the newsletter"); the same answer either way. */
  withdrawByEmail: async (email: string, language: NoticeLanguage): Promise<string> =>
    (await unwrap(shop().POST('/api/consent/withdraw/', { body: { email, purpose: 'marketing_email', language } }))).message,
  mine: async (): Promise<ConsentChoice[]> => unwrap(shop().GET('/api/me/consents/')),
  withdraw: async (purpose: string, language: NoticeLanguage): Promise<ConsentChoice[]> =>
    unwrap(shop().POST('/api/me/consents/withdraw/', { body: { purpose: purpose as Purpose, language } })),
  myBag: async (): Promise<SavedBagLine[]> => (await unwrap(shop().GET('/api/me/bag/'))).lines,
  saveBag: async (lines: { item_id: number; size: string; quantity: number }[]): Promise<SavedBagLine[]> =>
    (await unwrap(shop().PUT('/api/me/bag/', { body: { lines } }))).lines,
  restoreBag: async (token: string): Promise<SavedBagLine[]> =>
    (await unwrap(shop().GET('/api/bag/restore/{bag_token}/', { params: { path: { bag_token: token } } }))).lines,
};
