/**
 * The browser's calls about a person's own account: passwords (OWASP Forgot Password Cheat Sheet), the customer's
 * data (Digital Personal Data Protection Act, 2023, ss.11-12: to see it and to have it erased) and the newsletter's
 * consent. Each answers the server's own message, which the page shows as it is.
 */
import { shop, unwrap } from './http';
import type { components } from './schema.gen';

/** A "Download my data" job: prepared by a worker, polled for its percent, then downloaded (a ZIP) by its owner. */
export type DataExport = components['schemas']['DataExportOut'];

export interface NewPassword {
  password: string;
  password2: string;
}

/**
 * A business the customer buys for (B2B): its legal name, GSTIN and billing address with the address's PIN code and
 * state (both in the GSTIN's state), printed on GST invoices and e-invoices.
 */
export interface Business {
  name: string;
  gstin: string;
  address: string;
  pin_code: string;
  state: string;
}

export const NO_BUSINESS: Business = { name: '', gstin: '', address: '', pin_code: '', state: '' };

export const accountApi = {
  /** The customer's own business (blank fields when none). */
  business: async (): Promise<Business> => unwrap(shop().GET('/api/business/')),
  /** Saves the business (all fields empty removes it); a wrong GSTIN answers 400 with the server's words. */
  saveBusiness: async (b: Business): Promise<Business> => unwrap(shop().PUT('/api/business/', { body: b })),
  /** The same answer whether or not an account matches (no way to learn who has one). */
  forgotPassword: async (login: string, team: boolean): Promise<string> =>
    (await unwrap(shop().POST('/api/password/forgot/', { body: { login, team } }))).message,
  /** True when the e-mail's link still works; a failure carries the server's message about the link. */
  checkResetLink: async (uid: string, token: string): Promise<boolean> =>
    (await unwrap(shop().POST('/api/password/check/', { body: { uid, token } }))).valid,
  resetPassword: async (uid: string, token: string, p: NewPassword): Promise<string> =>
    (await unwrap(shop().POST('/api/password/reset/', { body: { uid, token, ...p } }))).message,
  changePassword: async (currentPassword: string, p: NewPassword): Promise<string> =>
    (await unwrap(shop().POST('/api/password/change/', { body: { current_password: currentPassword, ...p } }))).message,
  /** Erases the account (tax records stay as the law requires); the session ends with it. */
  deleteAccount: async (password: string, confirm: string): Promise<string> =>
    (await unwrap(shop().POST('/api/me/delete/', { body: { password, confirm } }))).message,
  /** Starts preparing the customer's data (429 with the server's words while one is being prepared). */
  startDataExport: async (): Promise<DataExport> => unwrap(shop().POST('/api/me/data/exports/')),
  /** The newest of the customer's data downloads that have not expired, if any. */
  latestDataExport: async (): Promise<DataExport | null> => (await unwrap(shop().GET('/api/me/data/exports/')))[0] ?? null,
  dataExport: async (id: string): Promise<DataExport> =>
    unwrap(shop().GET('/api/me/data/exports/{export_id}/', { params: { path: { export_id: id } } })),
  newsletterConsent: async (): Promise<string> => (await unwrap(shop().GET('/api/newsletter/consent/'))).text,
  newsletterWithdraw: async (email: string): Promise<string> =>
    (await unwrap(shop().POST('/api/newsletter/withdraw/', { body: { email } }))).message,
};
