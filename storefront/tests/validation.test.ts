// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isNewsletterEmail, MESSAGES, utrProblem, UTR_MESSAGE, validateAddress, validateBulk, validateLogin, validateRegister } from '@/lib/validation';
import { brandSlug } from '@/lib/api/mappers';

const good = {
  name: 'Test', email: 't@example.com', phone_number: '7123456789', area: 'a', landmark: 'l', state: 's', city: 'c', pin_code: '110001',
  password: 'Secret@123', confirm_password: 'Secret@123',
};

describe('login validation', () => {
  it.each(['12345', '12345678901', 'abcdefghij', ''])('refuses %j with the exact message', (phone) => {
    expect(validateLogin(phone)).toBe('Enter a valid 10-digit phone number');
  });
  it('accepts ten digits', () => expect(validateLogin('9876543210')).toBeNull());
});

describe('register validation', () => {
  it('passes a good form', () => expect(validateRegister(good)).toEqual({}));
  it('needs a 10-digit phone', () => {
    expect(validateRegister({ ...good, phone_number: '98765' }).phone_number).toBe('Please enter a valid 10-digit phone number.');
  });
  it('needs matching passwords', () => {
    expect(validateRegister({ ...good, confirm_password: 'other' }).confirm_password).toBe('Passwords do not match.');
  });
});

describe('newsletter validation', () => {
  it('needs an @', () => {
    expect(isNewsletterEmail('someone')).toBe(false);
    expect(isNewsletterEmail('')).toBe(false);
    expect(isNewsletterEmail('a@b')).toBe(true);
    expect(MESSAGES.newsletterInvalid).toBe('Please enter a valid email address.');
  });
});

describe('address validation', () => {
  it('requires all five fields', () => {
    const errors = validateAddress({ area: '', landmark: ' ', city: 'Pune', state: '', pinCode: '' });
    expect(Object.keys(errors).sort()).toEqual(['area', 'landmark', 'pinCode', 'state']);
  });
});

describe('brand slug', () => {
  it('lowercases and replaces spaces with hyphens', () => expect(brandSlug('Chai Club')).toBe('chai-club'));
});

describe('bulk enquiry validation', () => {
  const bulk = { name: 'College Fest', email: 'fest@example.com', phone_number: '7000000001', product: 'tshirts', quantity: '120', message: '' };
  it('passes a good enquiry', () => expect(validateBulk(bulk)).toEqual({}));
  it('asks for the 10 pieces the server requires, with its words', () => {
    expect(validateBulk({ ...bulk, quantity: '9' }).quantity).toBe('Bulk orders start at 10 pieces.');
    expect(validateBulk({ ...bulk, quantity: '1' }).quantity).toBe('Bulk orders start at 10 pieces.');
    expect(validateBulk({ ...bulk, quantity: '10' })).toEqual({});
  });
});

describe('the UPI step asks for an optional 12-digit UTR', () => {
  it('takes 12 digits, with the spaces UPI apps print, or nothing', () => {
    expect(utrProblem('')).toBeNull();
    expect(utrProblem('512345678901')).toBeNull();
    expect(utrProblem('5123 4567 8901')).toBeNull();
  });

  it('says what it needs for anything else', () => {
    for (const bad of ['12345', '51234567890', '5123456789012', 'UPI123456789']) expect(utrProblem(bad)).toBe(UTR_MESSAGE);
  });
});
