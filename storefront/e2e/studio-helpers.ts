/** Helpers for the studio and bag browser tests: log in through the API, make pictures, read PNG sizes. */
import type { APIRequestContext, Page } from '@playwright/test';

export const CUSTOMER = { phone: '9876543210', password: 'Rangrez@Guest1' };

/** Logs the page's browser context in as a customer (session cookie), the way the login form does. */
export async function logInByApi(page: Page, who = CUSTOMER): Promise<void> {
  const request: APIRequestContext = page.context().request;
  const csrf = (await (await request.get('/api/csrf/')).json()) as { csrftoken: string };
  const response = await request.post('/api/login/', {
    data: { phone_number: who.phone, password: who.password },
    headers: { 'X-CSRFToken': csrf.csrftoken },
  });
  if (!response.ok()) throw new Error(`log-in failed: ${response.status()} ${await response.text()}`);
}

/** A PNG made in the page: a coloured disc with a word, `size` pixels square. */
export async function makePng(page: Page, size: number, colour: string, word: string): Promise<Buffer> {
  const data = await page.evaluate(
    ({ size, colour, word }) => {
      const c = document.createElement('canvas');
      c.width = size;
      c.height = size;
      const ctx = c.getContext('2d')!;
      ctx.fillStyle = colour;
      ctx.beginPath();
      ctx.arc(size / 2, size / 2, size * 0.45, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#ffffff';
      ctx.font = `bold ${Math.round(size / 6)}px sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(word, size / 2, size / 2);
      return c.toDataURL('image/png').split(',')[1]!;
    },
    { size, colour, word },
  );
  return Buffer.from(data, 'base64');
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.subarray(1, 4).toString('ascii') !== 'PNG') throw new Error('not a PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The text tool's chosen face, as the font picker's summary says it ("Font: Anton"). */
export const chosenFont = (page: Page) => page.locator('.studio-fonts > summary');

/** Picks a face in the text tool's font picker, opening it first. */
export async function pickFont(page: Page, family: string): Promise<void> {
  const list = page.getByRole('group', { name: 'Font', exact: true });
  if (!(await list.isVisible())) await chosenFont(page).click();
  await list.getByRole('radio', { name: new RegExp(`${family}$`) }).check();
}
