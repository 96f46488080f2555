/** The specification's client-side checks, each with its exact message. */
import type { Address, BulkEnquiry, RegisterInput } from './api/types';

export const MESSAGES = {
  loginPhone: 'Enter a valid 10-digit phone number',
  registerPhone: 'Please enter a valid 10-digit phone number.',
  passwordsDiffer: 'Passwords do not match.',
  registerFailed: 'Registration failed. Please check your inputs.',
  registered: 'Registration successful!',
  customerLoginFailed: 'Customer login failed: ',
  teamLoginFailed: 'Team login failed: ',
  newsletterInvalid: 'Please enter a valid email address.',
  newsletterThanks: 'Thank you for signing up!',
  contactSent: 'Message sent successfully!',
  contactFailed: 'Failed to send message. Please try again.',
  phoneMissing: 'Phone number not provided.',
  noOrders: 'Sorry No orders found.',
  addressFailed: 'Failed to update address.',
  loginOrEmailMissing: 'Please enter your phone number or e-mail.',
  passwordMissing: 'Please enter a new password.',
  currentPasswordMissing: 'Please enter your current password.',
} as const;

export function isTenDigitPhone(value: string): boolean {
  return /^\d{10}$/.test(value.trim());
}

/** The newsletter rule of the specification: required and contains an @. */
export function isNewsletterEmail(value: string): boolean {
  const v = value.trim();
  return v.length > 0 && v.includes('@');
}

export function validateLogin(phone: string): string | null {
  return isTenDigitPhone(phone) ? null : MESSAGES.loginPhone;
}

/** Field errors for the register form; an empty object means it may be sent. */
export function validateRegister(f: RegisterInput): Partial<Record<keyof RegisterInput, string>> {
  const errors: Partial<Record<keyof RegisterInput, string>> = {};
  if (!isTenDigitPhone(f.phone_number)) errors.phone_number = MESSAGES.registerPhone;
  if (f.password !== f.confirm_password) errors.confirm_password = MESSAGES.passwordsDiffer;
  return errors;
}

export const ADDRESS_LABELS: Record<keyof Address, string> = {
  area: 'Area',
  landmark: 'Landmark',
  city: 'City',
  state: 'State',
  pinCode: 'Pin code',
};

/** All five address fields are required. */
export function validateAddress(a: Address): Partial<Record<keyof Address, string>> {
  const errors: Partial<Record<keyof Address, string>> = {};
  for (const key of Object.keys(ADDRESS_LABELS) as (keyof Address)[]) {
    if (!a[key].trim()) errors[key] = `${ADDRESS_LABELS[key]} is required.`;
  }
  return errors;
}

/** The smallest bulk order, as the server enforces it (core/content/services.py, bulk_enquiry_create). */
export const BULK_MIN_PIECES = 10;

export type BulkFields = Record<keyof BulkEnquiry, string>;

/** Field errors for the bulk enquiry form (its quantity as typed); an empty object means it may be sent. */
export function validateBulk(f: BulkFields): Partial<BulkFields> {
  const errors: Partial<BulkFields> = {};
  if (!f.name.trim()) errors.name = 'Please enter your name.';
  if (!f.email.includes('@')) errors.email = MESSAGES.newsletterInvalid;
  if (!isTenDigitPhone(f.phone_number)) errors.phone_number = MESSAGES.registerPhone;
  if (!f.product) errors.product = 'Please choose a product.';
  if (!(Number(f.quantity) >= BULK_MIN_PIECES)) errors.quantity = `Bulk orders start at ${BULK_MIN_PIECES} pieces.`;
  return errors;
}

export type NewPasswordFields = { password: string; password2: string };

/**
 * A new password and its confirmation, before they are sent: present, and the same ('Passwords do not match.', the
 * specification's words). The rules a password must meet are the server's validators; their messages come back
 * from it and are shown next to the field.
 */
export function validateNewPassword(f: NewPasswordFields): Partial<NewPasswordFields> {
  if (!f.password) return { password: MESSAGES.passwordMissing };
  if (f.password !== f.password2) return { password2: MESSAGES.passwordsDiffer };
  return {};
}

/** The UTR (Unique Transaction Reference) a UPI app shows after paying: 12 digits, spaces allowed. */
export const UTR_MESSAGE = 'Enter the 12-digit UTR your UPI app shows after paying, or leave it empty.';

/** The UTR as the server stores it (spaces dropped); null when it is not 12 digits. Empty is fine. */
export function utrProblem(value: string): string | null {
  const digits = value.replace(/\s+/g, '');
  return digits === '' || /^\d{12}$/.test(digits) ? null : UTR_MESSAGE;
}
