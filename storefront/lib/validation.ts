/** The specification's client-side checks, each with its exact message. */

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

export interface RegisterFields {
  name: string;
  email: string;
  phone_number: string;
  area: string;
  landmark: string;
  state: string;
  city: string;
  pin_code: string;
  password: string;
  confirm_password: string;
}

/** Field errors for the register form; an empty object means it may be sent. */
export function validateRegister(f: RegisterFields): Partial<Record<keyof RegisterFields, string>> {
  const errors: Partial<Record<keyof RegisterFields, string>> = {};
  if (!isTenDigitPhone(f.phone_number)) errors.phone_number = MESSAGES.registerPhone;
  if (f.password !== f.confirm_password) errors.confirm_password = MESSAGES.passwordsDiffer;
  return errors;
}

export interface AddressFields {
  area: string;
  landmark: string;
  city: string;
  state: string;
  pinCode: string;
}

export const ADDRESS_LABELS: Record<keyof AddressFields, string> = {
  area: 'Area',
  landmark: 'Landmark',
  city: 'City',
  state: 'State',
  pinCode: 'Pin code',
};

/** All five address fields are required. */
export function validateAddress(a: AddressFields): Partial<Record<keyof AddressFields, string>> {
  const errors: Partial<Record<keyof AddressFields, string>> = {};
  for (const key of Object.keys(ADDRESS_LABELS) as (keyof AddressFields)[]) {
    if (!a[key].trim()) errors[key] = `${ADDRESS_LABELS[key]} is required.`;
  }
  return errors;
}
