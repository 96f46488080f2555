/** SPEC section 5: phone numbers are exactly 10 digits; the admin screens' message for it. */
export const PHONE_MESSAGE = 'Enter a valid 10-digit phone number';

export const isValidPhone = (phone: string): boolean => /^\d{10}$/.test(phone);

/** The same rule as a react-admin validator. */
export const validatePhone = (value: unknown): string | undefined =>
    isValidPhone(String(value ?? '').trim()) ? undefined : PHONE_MESSAGE;
