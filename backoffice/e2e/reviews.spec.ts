import { expect, test } from '@playwright/test';
import { TEAM, loginAs, shot } from './helpers';

/** The demo shop's pending reviews (core/reviews/demo.py) that support accepts in bulk. */
const PENDING = ['Beautiful drapery print', 'Heavy and comfy'];

test('support accepts reviews in bulk and replies to one', async ({ page }) => {
    await loginAs(page, TEAM.support.phone, TEAM.support.password);
    await page.getByRole('menuitem', { name: 'Reviews' }).click();
    // the queue opens on the pending reviews, with their stars
    for (const title of PENDING) await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
    await expect(page.getByRole('img', { name: '5 out of 5 stars' }).first()).toBeVisible();

    for (const title of PENDING) {
        await page.getByRole('row').filter({ hasText: title }).getByRole('checkbox').check();
    }
    await shot(page, '60-reviews-ticked');
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('2 reviews accepted.')).toBeVisible();
    for (const title of PENDING) await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    await shot(page, '61-reviews-accepted');

    // accepted, they are public: the reply goes under one of them
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Accepted' }).click();
    await page.getByRole('row').filter({ hasText: PENDING[1] }).getByText(PENDING[1]).click();
    // typed at once: the form shows the list's copy first, and the review read afresh keeps the reply
    await page.getByLabel("The shop's reply (shown under the review)").fill('Thank you! Glad it keeps you warm.');
    const saved = page.waitForResponse((r) => /\/api\/office\/reviews\/\d+$/.test(r.url()) && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save' }).click();
    const review = (await (await saved).json()) as { id: number; item_id: number };
    await expect(page.getByText('Element updated')).toBeVisible();
    // the product page's reviews (newest first) show it with the reply: the review's own product, as other
    // specs on the same test shop may have reviewed products too
    const body = await (await page.request.get(`/api/reviews/?item=${review.item_id}`)).json();
    const shown = body.results.find((r: { id: number }) => r.id === review.id);
    expect(shown, JSON.stringify(body)).toBeTruthy();
    expect(shown.reply.text).toBe('Thank you! Glad it keeps you warm.');
    await shot(page, '62-review-reply');
});
