/** Issue 25 in the back office: the owner edits a seller page with a live preview; support sends a reset link. */
import { expect, test } from '@playwright/test';
import { TEAM, loginAs, shot } from './helpers';

test('the owner edits a seller page in Markdown, previewed, and the shop shows it', async ({ page }) => {
    await loginAs(page, TEAM.owner.phone, TEAM.owner.password);
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Seller pages' }).click();
    await page.getByRole('cell', { name: 'Terms of use', exact: true }).click();
    const text = page.getByLabel('Text (Markdown)');
    await expect(text).not.toHaveValue('');
    const line = `Last checked by the owner on ${Date.now()}.`;
    await text.fill(`## Using this shop\n\n**${line}**\n\n<script>alert(1)</script>`);
    const preview = page.getByLabel('Preview');
    await expect(preview.getByRole('heading', { name: 'Using this shop' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText(line);
    await expect(preview.locator('script')).toHaveCount(0);
    await shot(page, 'seller-page-editor');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Element updated')).toBeVisible();

    // the storefront caches a page for a minute: the fresh text is read from the API the page reads
    const answer = (await (await page.request.get('/api/pages/terms/')).json()) as { markdown: string };
    expect(answer.markdown).toContain(line);
});

test('support sends a customer a reset link, to copy or share on WhatsApp, and the link opens the reset page', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginAs(page, TEAM.support.phone, TEAM.support.password);
    await page.goto('/office/#/customers');
    await page.getByPlaceholder('Name, phone, email, city').fill('9876543219');
    // the search reaches the address after a pause and would take a click made before it back to the list
    await expect(page).toHaveURL(/9876543219/);
    await page.getByRole('cell', { name: '9876543219' }).click();
    await page.getByRole('button', { name: 'Send password reset link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Password reset link' });
    const url = await dialog.getByLabel('Link').inputValue();
    expect(url).toMatch(/\/reset-password\/[^/]+\/[^/]+$/);
    await expect(dialog.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/919876543219\?text=/);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    await shot(page, 'reset-link-dialog');

    const visitor = await context.browser()!.newPage();
    await visitor.goto(new URL(url).pathname);
    await expect(visitor.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expect(visitor.getByLabel('New password', { exact: true })).toBeVisible();
    await visitor.close();
});
