import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ADMIN, TEAM, loginAs, shot, zipEntries } from './helpers';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100';
const CUSTOMER = { phone: '9876543211', password: 'Rangrez@Guest1' };
const BUSINESS = { name: 'Tarang Textiles Pvt Ltd', gstin: '29AABCT1332L1ZA', address: '4 Mission Road, Bengaluru 560027', pin_code: '560027', state: 'Karnataka' };
const istMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(new Date());

/** A business's order from the bag (the checkout call the storefront makes), then confirmed by the desk: its tax invoice is issued. */
async function placeAndConfirmB2bOrder(): Promise<{ orderId: string; invoiceNumber: string }> {
    const api = await playwrightRequest.newContext({ baseURL });
    const csrf = async () => (await api.storageState()).cookies.find(c => c.name === 'csrftoken')?.value ?? '';
    await api.get('/api/csrf/');
    expect((await api.post('/api/login/', { data: { phone_number: CUSTOMER.phone, password: CUSTOMER.password }, headers: { 'X-CSRFToken': await csrf() } })).ok()).toBeTruthy();
    const placed = await api.post('/api/orders/checkout/', {
        headers: { 'X-CSRFToken': await csrf(), 'Idempotency-Key': `b2b-books-${Date.now()}` },
        data: { items: [{ catalogue_item_id: 1, size: 'L', quantity: 3 }], payment_method: 'cod', code: '', upi_reference: '', business: BUSINESS },
    });
    expect(placed.status()).toBe(201);
    const orderId = ((await placed.json()) as { order_id: string }).order_id;
    await api.post('/api/logout/', { headers: { 'X-CSRFToken': await csrf() } });
    await api.get('/api/csrf/');
    expect((await api.post('/api/adminlogin/', { data: { phone_number: TEAM.order_desk.phone, password: TEAM.order_desk.password }, headers: { 'X-CSRFToken': await csrf() } })).ok()).toBeTruthy();
    expect((await api.patch('/api/order/status/', { data: { order_id: orderId, status: 'confirm' }, headers: { 'X-CSRFToken': await csrf() } })).ok()).toBeTruthy();
    const documents = (await (await api.get(`/api/office/orders/${orderId}/invoices`)).json()) as { number: string }[];
    await api.dispose();
    return { orderId, invoiceNumber: documents[0].number };
}

const downloadExport = async (page: Page, button: string, link: string) => {
    await page.getByRole('button', { name: button }).click();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: link }).click()]);
    return readFileSync((await file.path())!);
};

const downloadLink = async (page: Page, link: string) => {
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: link }).first().click()]);
    return readFileSync((await file.path())!);
};

test("Accounts finds a business's invoice in the month's GSTR-1 b2b table and, with e-invoicing on, downloads its e-invoice JSON", async ({ page }) => {
    const { orderId, invoiceNumber } = await placeAndConfirmB2bOrder();

    // e-invoicing off (the shop's default): the month's screen says so instead of offering a file it cannot give
    await loginAs(page, TEAM.accounts.phone, TEAM.accounts.password);
    await page.getByRole('menuitem', { name: 'GSTR-1' }).click();
    await page.getByRole('textbox', { name: 'Month' }).fill(istMonth());
    const tables = page.getByRole('table', { name: 'GSTR-1 tables' });
    await expect(tables).toBeVisible();
    const b2bRow = tables.getByRole('row').filter({ hasText: '(b2b)' });
    await expect(b2bRow).toBeVisible();
    expect(Number((await b2bRow.getByRole('cell').nth(1).textContent())?.trim())).toBeGreaterThanOrEqual(1);
    await expect(page.getByText(/E-invoicing is off/)).toBeVisible();

    // the offline tool's b2b sheet and the portal JSON's b2b section hold the buyer's GSTIN and the invoice
    const sheets = zipEntries(await downloadExport(page, 'CSV sheets (offline tool)', 'Download the CSV sheets'));
    const b2b = sheets.find(e => e.name.endsWith('/b2b,sez,de.csv'))!.data.toString();
    expect(b2b.split('\n')[0]).toMatch(/^GSTIN\/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply/);
    const row = b2b.split('\n').find(line => line.split(',')[2] === invoiceNumber);
    expect(row?.startsWith(`${BUSINESS.gstin},${BUSINESS.name},`)).toBeTruthy();
    // the place of supply is where the goods go (IGST Act s.10(1)(a)): the customer's delivery address, as a code and state
    const pos = row!.split(',')[5];
    expect(pos).toMatch(/^\d{2}-[A-Za-z ]+$/);
    const json = JSON.parse((await downloadExport(page, 'JSON (GST portal)', 'Download the JSON')).toString());
    const buyer = (json.b2b as { ctin: string; inv: { inum: string; pos: string }[] }[]).find(b => b.ctin === BUSINESS.gstin);
    expect(buyer?.inv.map(i => i.inum)).toContain(invoiceNumber);
    expect(buyer?.inv.find(i => i.inum === invoiceNumber)?.pos).toBe(pos.slice(0, 2));
    await shot(page, 'gstr1-b2b-month');

    // the owner turns e-invoicing on (the turnover rule) in the invoice settings
    const owner = await page.context().browser()!.newPage();
    await owner.goto('/admin/login/?next=/admin/invoices/invoicesettings/');
    await owner.getByLabel(/phone/i).fill(ADMIN.phone);
    await owner.getByLabel(/password/i).fill(ADMIN.password);
    await owner.getByRole('button', { name: /log in/i }).click();
    await owner.locator('#result_list tbody, table tbody').getByRole('link').first().click();
    await owner.getByLabel('e-invoicing applies').check();
    await owner.getByRole('button', { name: /^Save$/ }).first().click();
    await expect(owner.getByText(/was changed successfully/)).toBeVisible();
    await owner.close();

    // the month's e-invoices in one file for the IRP's bulk tool, then the invoice's own from its order page
    await page.reload();
    await page.getByRole('textbox', { name: 'Month' }).fill(istMonth());
    await expect(page.getByRole('link', { name: 'E-invoices (JSON, B2B)' })).toBeVisible();
    const bulk = JSON.parse((await downloadLink(page, 'E-invoices (JSON, B2B)')).toString()) as { DocDtls: { No: string; Typ: string }; BuyerDtls: { Gstin: string } }[];
    const mine = bulk.find(d => d.DocDtls.No === invoiceNumber);
    expect(mine?.BuyerDtls.Gstin).toBe(BUSINESS.gstin);
    expect(mine?.DocDtls.Typ).toBe('INV');

    await page.goto(`/office/#/orders/${orderId}/show`);
    await expect(page.getByText(`GSTIN ${BUSINESS.gstin}`)).toBeVisible();
    const one = JSON.parse((await downloadLink(page, 'e-invoice JSON')).toString()) as { Version: string; DocDtls: { No: string }; BuyerDtls: { Gstin: string; LglNm: string; Pos: string } };
    expect(one.Version).toBe('1.1');
    expect(one.DocDtls.No).toBe(invoiceNumber);
    expect(one.BuyerDtls).toMatchObject({ Gstin: BUSINESS.gstin, LglNm: BUSINESS.name, Pos: pos.slice(0, 2) });
    await shot(page, 'order-b2b-einvoice');
});
