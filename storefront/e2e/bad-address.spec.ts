/** Issue 33, point 12: a path whose %-escapes do not decode answered 500 from Next; now 400 in the one error shape. */
import { expect, test } from '@playwright/test';

test('GET /brevity/%ff answers 400 in the one error shape, and the product page still opens', async ({ request }) => {
  for (const path of ['/brevity/%ff', '/help/%ff', '/%ff']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(await response.json()).toEqual({ message: 'This address is not valid: it has a broken %-escape.', errors: {} });
  }
  expect((await request.get('/brevity/1')).status()).toBe(200);
});
