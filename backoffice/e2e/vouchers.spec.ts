import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { TEAM, loginAs, shot, zipEntries } from './helpers';

test('the owner makes 50 codes for an influencer and downloads them as a sheet', async ({ page }) => {
    test.setTimeout(180_000); // a busy 2-core host
    const prefix = `R${Date.now() % 100000}`;
    const batch = `Riya Diwali ${prefix}`;
    await loginAs(page, TEAM.owner.phone, TEAM.owner.password);
    await page.getByRole('menuitem', { name: 'Vouchers' }).click();
    await page.getByRole('link', { name: 'Make vouchers' }).click();
    await expect(page).toHaveURL(/#\/vouchers\/create/);
    await page.getByLabel('Prefix (many codes)').fill(prefix);
    await page.getByLabel('How many codes').fill('50');
    await page.getByLabel('Batch name (the sheet)').fill(batch);
    await page.getByLabel('Off (percent or rupees)').fill('10');
    await page.getByLabel('Minimum order (Rs)').fill('999');
    await page.getByLabel('Uses per customer (0: no limit)').fill('1');
    await shot(page, '95-vouchers-make');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Made 50 codes in batch ${batch}.`)).toBeVisible();
    await shot(page, '96-vouchers-made');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the codes (XLSX)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^vouchers-RiyaDiwali.*\.xlsx$/);
    const entries = zipEntries(readFileSync((await download.path())!));
    const strings = entries.find(e => e.name === 'xl/sharedStrings.xml')!.data.toString('utf8');
    const codes = new Set(strings.match(new RegExp(`${prefix}[A-Z2-9]{8}`, 'g')));
    expect(codes.size).toBe(50);

    // the list shows them, the batch's sheet linked on each
    await page.getByRole('menuitem', { name: 'Vouchers' }).click();
    await page.getByRole('textbox', { name: 'Search' }).fill(prefix);
    await expect(page.getByRole('link', { name: `${batch} (XLSX)` }).first()).toBeVisible();
    await shot(page, '97-vouchers-list');
});
