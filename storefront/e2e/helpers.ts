import type { Page } from '@playwright/test';

export const shot = (name: string) => `e2e/screenshots/${name}.png`;

export const PRIYA = { phone: '9876543210', password: 'Rangrez@Guest1', name: 'Priya Sharma' };
export const ADMIN = { phone: '9000000001', password: 'Rangrez@Admin1' };

/** A random 10-digit phone number starting with 7, for a brand-new customer. */
export function randomPhone(): string {
  return '7' + String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
}

/** Logs in through the Guest panel, as a person would. */
export async function loginAsGuest(page: Page, phone: string, password: string): Promise<void> {
  await page.goto('/login');
  const guest = page.getByRole('region', { name: 'Guest' });
  await guest.getByLabel('Phone number').fill(phone);
  await guest.getByLabel('Password').fill(password);
  await guest.getByRole('button', { name: 'Continue as Guest' }).click();
}

/** PNG files start with these eight bytes. */
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
