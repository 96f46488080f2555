/**
 * A business order, the whole walk, through both apps' screens on the storefront's origin (which proxies /office):
 * a visitor on a phone asks on /bulk for 120 hoodies with a GSTIN and artwork; the Order desk quotes it and sends it;
 * the customer accepts it on the quote page; the desk uploads a proof; the customer asks for a change, then approves
 * revision 2; Accounts matches the advance from an uploaded bank statement; the order reaches the print floor's queue
 * with the approval on its job sheet; the B2B tax invoice shows the GSTIN and the advance received; the customer's
 * order page says what was paid and what is due, and when.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type Page, expect as baseExpect, test } from '@playwright/test';
import { TEAM, loginAs, zipEntries } from './helpers';

const expect = baseExpect.configure({ timeout: 30_000 });
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SHOTS = join(ROOT, 'backoffice', 'e2e', 'screenshots');
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1366, height: 900 };
const GSTIN = '29AABCT1332L1ZA';
const STAMP = String(Date.now()).slice(-6);
const BUSINESS = `Walk ${STAMP} Textiles Pvt Ltd`;
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100';

const istDay = (at = new Date()) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata' }).format(at);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;

async function snap(page: Page, name: string, fullPage = true): Promise<void> {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

/** No sideways scrolling: the page fits the phone's width. */
async function fitsWidth(page: Page): Promise<void> {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
}

async function newPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
    const context = await browser.newContext({ baseURL, viewport, acceptDownloads: true });
    return context.newPage();
}

/** A picture drawn in the browser: a coloured disc with a word, as artwork or a mock-up would look. */
async function picture(page: Page, size: number, colour: string, word: string): Promise<Buffer> {
    const data = await page.evaluate(
        ({ size, colour, word }) => {
            const c = document.createElement('canvas');
            c.width = c.height = size;
            const ctx = c.getContext('2d')!;
            ctx.fillStyle = '#f4f1ea';
            ctx.fillRect(0, 0, size, size);
            ctx.fillStyle = colour;
            ctx.beginPath();
            ctx.arc(size / 2, size / 2, size * 0.42, 0, Math.PI * 2);
            ctx.fill();
            ctx.fillStyle = colour === '#ffffff' ? '#222222' : '#ffffff';
            ctx.font = `bold ${Math.round(size / 7)}px sans-serif`;
            ctx.textAlign = 'center';
            ctx.textBaseline = 'middle';
            ctx.fillText(word, size / 2, size / 2);
            return c.toDataURL('image/png').split(',')[1];
        },
        { size, colour, word },
    );
    return Buffer.from(data, 'base64');
}

/** A PDF's text (pypdf, in the checkout's Python), and its first page drawn as a PNG beside the screenshots. */
function pdfText(pdf: Buffer, name: string): string {
    const file = join(ROOT, 'backoffice', 'test-results', `${name}.pdf`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-png', '-r', '70', '-singlefile', file, join(SHOTS, name)]);
    const read = 'import sys; from pypdf import PdfReader; r = PdfReader(sys.argv[1]); sys.stdout.write(" ".join(" ".join(p.extract_text() for p in r.pages).split()))';
    return execFileSync(join(ROOT, '.venv', 'bin', 'python'), ['-c', read, file], { encoding: 'utf8' });
}

async function uploadProof(desk: Page, file: Buffer, note: string): Promise<void> {
    const form = desk.getByRole('form', { name: 'Upload a proof' });
    await form.getByLabel('Design').fill('Front logo');
    await form.getByLabel('Note to the customer').fill(note);
    await form.getByLabel('Proof file').setInputFiles({ name: 'mockup.png', mimeType: 'image/png', buffer: file });
    await form.getByRole('button', { name: 'Upload proof' }).click();
}

test('a business order, the whole walk: bulk request, quote, acceptance, proofs, advance, print queue, B2B invoice', async ({ browser }) => {
    test.setTimeout(420_000);

    // 1. a visitor, on a phone, asks for 120 hoodies for a business, with its GSTIN and the artwork
    const customer = await newPage(browser, PHONE);
    await customer.goto('/bulk');
    const form = customer.getByRole('form', { name: 'Ask for a quote' });
    await form.getByLabel('Product').selectOption({ label: 'Hoodie' });
    await form.getByLabel('Colour').selectOption({ label: 'Black' });
    await form.getByLabel('Pieces of size M').fill('60');
    await form.getByLabel('Pieces of size L').fill('40');
    await form.getByLabel('Pieces of size XL').fill('20');
    await expect(form.getByText('120 pieces in all')).toBeVisible();
    await form.getByLabel('Your artwork (PNG or JPEG)').setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: await picture(customer, 600, '#5b2a86', 'WALK'),
    });
    await form.getByLabel('Area').fill('14 Residency Road');
    await form.getByLabel('Landmark').fill('Near Brigade Road');
    await form.getByLabel('City/Town').fill('Bengaluru');
    await form.getByLabel('State').fill('Karnataka');
    await form.getByLabel('Delivery pincode').fill('560025');
    await form.getByLabel('Needed by').fill(inDays(40));
    await expect(form.getByText(/^Possible: we can deliver to/)).toBeVisible();
    await form.getByLabel('Buying for a business (GST invoice to your GSTIN)').check();
    await form.getByLabel('Business legal name').fill(BUSINESS);
    await form.getByLabel('GSTIN', { exact: true }).fill(GSTIN);
    await form.getByLabel('Billing address').fill('14 Residency Road, Bengaluru 560025');
    await form.getByLabel('Billing PIN code').fill('560025');
    await form.getByLabel('Full name').fill('Asha Rao');
    await form.getByLabel('Phone number').fill(`7${String(Date.now()).slice(-9)}`);
    await form.getByLabel('Email').fill(`asha.${STAMP}@walk.example`);
    await form.getByLabel('Password', { exact: true }).fill('Rangrez@Walk26');
    await form.getByLabel('Confirm password').fill('Rangrez@Walk26');
    await snap(customer, 'walk-01-bulk-request-360');
    await fitsWidth(customer);
    await form.getByRole('button', { name: 'Ask for a quote' }).click();
    await expect(customer.getByText(/We will send your quote within one working day/)).toBeVisible();

    // 2. the Order desk turns the request into a quote and sends it
    const desk = await newPage(browser, DESKTOP);
    await loginAs(desk, TEAM.order_desk.phone, TEAM.order_desk.password);
    await desk.goto('/office/#/quote-requests');
    await desk.getByRole('row').filter({ hasText: BUSINESS }).click();
    await expect(desk.getByText(`GSTIN ${GSTIN}`)).toBeVisible();
    await desk.getByRole('button', { name: 'Make a quote' }).click();
    const heading = desk.getByRole('heading', { name: /^QT-\d{2}-\d{6}$/ });
    await expect(heading).toBeVisible();
    const number = (await heading.textContent())!.trim();
    await expect(desk.getByRole('region', { name: 'Draft revision' })).toBeVisible();
    await desk.getByRole('button', { name: 'Send to customer' }).click();
    await expect(desk.getByTestId('quote-status')).toHaveText('Sent');
    await snap(desk, 'walk-02-desk-quote-sent');

    // 3. the customer reads the quote on their phone (the setup charges as lines, IGST to Karnataka) and accepts it
    await customer.goto('/customerpilot/quotes');
    await customer.getByRole('link', { name: `Quote ${number}` }).click();
    await expect(customer.getByRole('heading', { name: `Quote ${number}` })).toBeVisible();
    const revision1 = customer.getByRole('region', { name: 'Revision 1' });
    await expect(revision1.getByText('IGST')).toBeVisible();
    await expect(revision1.getByText(/^Setup: Screen setup \(up to 4 colours\) \(once\)/)).toBeVisible();
    const quoteTotal = (await customer.getByTestId('quote-total-1').textContent())!.trim();
    const pdf = await customer.request.get((await revision1.getByRole('link', { name: 'Download the PDF' }).getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const quoteText = pdfText(await pdf.body(), 'walk-03-quote-pdf');
    expect(quoteText).toContain(number);
    expect(quoteText).toContain(GSTIN);
    expect(quoteText).toContain('Setup: Screen setup (up to 4 colours) (once)');
    await customer.getByRole('button', { name: 'Accept quote' }).click();
    const placed = customer.getByText(/Your order RZ-[A-Z0-9]{8} is placed/);
    await expect(placed).toBeVisible();
    const orderId = /RZ-[A-Z0-9]{8}/.exec((await placed.textContent())!)![0];
    await snap(customer, 'walk-03-quote-accepted-360');
    await fitsWidth(customer);

    // the order page asks for the advance in plain words, with a UPI link of its amount
    await customer.goto(`/oandr/order/${orderId}`);
    const payment = customer.getByRole('region', { name: 'Payment' });
    const asked = payment.getByText(/^Advance asked: ₹[\d,.]+, 50% of ₹[\d,.]+\. We start printing once it is paid\.$/);
    await expect(asked).toBeVisible();
    await expect(payment.getByText(/^Then the balance of ₹[\d,.]+ is due before dispatch, by \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
    const upi = payment.getByRole('link', { name: /^Pay the advance of ₹[\d,.]+ by UPI$/ });
    await expect(upi).toHaveAttribute('href', new RegExp(`^upi://pay\\?.*tn=${orderId}`));
    const advanceText = /Advance asked: (₹[\d,.]+)/.exec((await asked.textContent())!)![1];
    const advance = Number(advanceText.replace(/[₹,]/g, ''));
    expect(`${(await asked.textContent())!}`).toContain(`of ${quoteTotal}`);
    await expect(customer.getByText('We are preparing your proof: we will e-mail you when it is ready to approve.')).toBeVisible();
    await snap(customer, 'walk-04-order-advance-asked-360');
    await fitsWidth(customer);

    // 4. the desk finds the business order on the board, opens it and uploads the first proof
    await desk.goto('/office/#/board');
    const card = desk.getByRole('region', { name: 'pending' }).getByText(`Business order · ${number}`);
    await expect(card).toBeVisible();
    await desk.goto(`/office/#/orders/${orderId}/show`);
    const proofs = desk.getByRole('region', { name: 'Proofs' });
    await expect(proofs.getByText('Waiting for approval')).toBeVisible();
    await uploadProof(desk, await picture(desk, 800, '#c50404', 'LOGO'), 'Your logo 25 cm wide on the chest, in red.');
    await expect(proofs.getByRole('listitem', { name: 'Front logo, revision 1' })).toBeVisible();

    // 5. the customer asks for a change, on the phone
    await customer.reload();
    const first = customer.getByRole('article', { name: 'Front logo, revision 1' });
    await expect(first.getByText('From us: Your logo 25 cm wide on the chest, in red.')).toBeVisible();
    await first.getByRole('button', { name: 'Ask for changes' }).click();
    await first.getByLabel('What should we change?').fill('Please print the logo in white.');
    await first.getByRole('button', { name: 'Send my changes' }).click();
    await expect(first.getByText(/You asked for changes on .*: “Please print the logo in white.”/)).toBeVisible();
    await snap(customer, 'walk-05-proof-changes-asked-360');

    // 6. the desk reads the comment and uploads revision 2; the customer approves it
    await desk.reload();
    await expect(proofs.getByText('“Please print the logo in white.”', { exact: false })).toBeVisible();
    await uploadProof(desk, await picture(desk, 800, '#ffffff', 'LOGO'), 'The logo in white, as asked.');
    await expect(proofs.getByRole('listitem', { name: 'Front logo, revision 2' })).toBeVisible();
    await customer.reload();
    const second = customer.getByRole('article', { name: 'Front logo, revision 2' });
    await expect(second.getByRole('img', { name: 'Proof of Front logo, revision 2' })).toBeVisible();
    await second.getByRole('button', { name: 'Approve this proof' }).click();
    await expect(customer.getByText('You approved the proofs: we print your order next.')).toBeVisible();
    await snap(customer, 'walk-06-proof-approved-360');
    await fitsWidth(customer);
    // approved, but the advance is not paid: the order waits in pending
    const waiting = await desk.request.get(`/api/office/orders/${orderId}`);
    expect(((await waiting.json()) as { status: string }).status).toBe('pending');

    // 7. Accounts uploads the bank statement with the customer's UPI credit of the advance, and confirms the match
    const accounts = await newPage(browser, DESKTOP);
    await loginAs(accounts, TEAM.accounts.phone, TEAM.accounts.password);
    const utr = `6${String(Date.now()).slice(-11)}`;
    const csv = [
        'HDFC BANK Ltd.,,,,,,',
        'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
        `${istDay()},UPI/${utr}/asha@okhdfc/${orderId},${utr},${istDay()},,${advance.toFixed(2)},250000.00`,
    ].join('\n');
    await accounts.getByRole('menuitem', { name: 'Bank statements' }).click();
    await accounts.getByRole('textbox', { name: 'Bank' }).fill(`HDFC walk ${STAMP}`);
    await accounts.getByLabel('Statement file').setInputFiles({ name: 'hdfc.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await accounts.getByRole('button', { name: 'Upload' }).click();
    await expect(accounts.getByText(/Map the columns/)).toBeVisible();
    const map = [
        ['Date', 'Date'],
        ['Credit amount (deposits)', 'Deposit Amt.'],
        ['Narration / remarks', 'Narration'],
        ['Debit amount (withdrawals)', 'Withdrawal Amt.'],
    ];
    for (const [label, column] of map) {
        await accounts.getByRole('combobox', { name: new RegExp(`^${label.replace(/[()/]/g, '.')}`) }).click();
        await accounts.getByRole('option', { name: column, exact: true }).click();
    }
    await accounts.getByRole('button', { name: 'Save columns and read the statement' }).click();
    const credits = accounts.getByRole('table', { name: 'Credits' });
    await expect(credits.getByRole('cell', { name: orderId, exact: true })).toBeVisible();
    await expect(credits.getByText(/its advance/)).toBeVisible();
    await accounts.getByRole('button', { name: 'Tick all matches' }).click();
    await accounts.getByRole('button', { name: 'Confirm 1 selected' }).click();
    await expect(credits.getByText(`${orderId} has its advance.`)).toBeVisible();
    await snap(accounts, 'walk-07-accounts-advance-matched');

    // the advance paid and the proof approved: the order is confirmed, its B2B invoice issued with the advance on it
    await accounts.goto(`/office/#/orders/${orderId}/show`);
    const section = accounts.getByLabel('Payments');
    await expect(section.getByText('Advance paid, balance due')).toBeVisible();
    await expect(section.getByText(/Advance received/)).toContainText(utr);
    const invoiceLink = accounts.getByRole('link', { name: /^Invoice [A-Z]+\/\d{2}-\d{2}\/\d{6}$/ });
    await expect(invoiceLink).toBeVisible();
    await snap(accounts, 'walk-08-accounts-order-page');
    const invoice = await accounts.request.get((await invoiceLink.getAttribute('href'))!);
    expect(invoice.headers()['content-type']).toBe('application/pdf');
    const invoiceText = pdfText(await invoice.body(), 'walk-08-invoice-pdf');
    expect(invoiceText).toContain(`GSTIN: ${GSTIN}`);
    expect(invoiceText).toContain(BUSINESS);
    const received = new RegExp(`Advance received on ${istDay()} \\(UTR ${utr}\\) ₹([\\d,.]+)`).exec(invoiceText);
    expect(received, invoiceText).not.toBeNull();
    expect(Number(received![1].replace(/,/g, ''))).toBe(advance);
    expect(invoiceText).toMatch(/Balance due by \d{2}\/\d{2}\/\d{4} ₹[\d,.]+/);
    expect(invoiceText).toContain('Setup: Screen setup (up to 4 colours) (part of the printed goods, taxed as them)');
    expect(invoiceText).not.toMatch(/size Screen setup/);
    expect(invoiceText).toContain('Shipping and setup charges are taxed at the rate of the goods they belong to.');

    // 8. the print floor, on a phone, finds it in the print queue; its job sheet carries the approval
    const floor = await newPage(browser, PHONE);
    await loginAs(floor, TEAM.print_floor.phone, TEAM.print_floor.password);
    await floor.goto('/office/#/print-queue');
    const job = floor.getByRole('article', { name: `Order ${orderId}` });
    await expect(job).toBeVisible();
    // the setup charges are no pieces to print: named, with no picture and no quantity
    const setup = job.getByRole('listitem').filter({ hasText: 'Screen setup (up to 4 colours)' });
    await expect(setup).toContainText('Setup: Screen setup (up to 4 colours)once');
    await expect(setup).not.toContainText('× 1');
    await job.scrollIntoViewIfNeeded();
    await snap(floor, 'walk-09-print-queue-360', false);
    await fitsWidth(floor);
    const [download] = await Promise.all([floor.waitForEvent('download'), job.getByRole('link', { name: `Production pack of order ${orderId}` }).click()]);
    const pack = zipEntries(readFileSync((await download.path())!));
    const sheet = pack.find(e => e.name.endsWith('-job-sheet.pdf'));
    expect(sheet, pack.map(e => e.name).join(', ')).toBeTruthy();
    const sheetText = pdfText(sheet!.data, 'walk-09-job-sheet-pdf');
    expect(sheetText).toMatch(/Front logo: revision 2 approved by Asha Rao on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} IST/);
    expect(sheetText).toMatch(/Pieces 120/);
    // the floor sees the approved proof only: revision 1, asked to change, is not theirs to read
    const floorProofs = await floor.request.get(`/api/office/orders/${orderId}/proofs`);
    const revisions = ((await floorProofs.json()) as { revisions: { number: number; status: string }[] }).revisions;
    expect(revisions.map(r => [r.number, r.status])).toEqual([[2, 'approved']]);

    // 9. the customer's order page: the advance received (its date and UTR) and the balance due before dispatch
    await customer.reload();
    await expect(payment.getByRole('list', { name: 'Payments received' })).toContainText(`Advance of ${rupees(advance)} received on ${istDay()} (UTR ${utr}).`);
    await expect(payment.getByText(/^Balance due: ₹[\d,.]+, before dispatch, by \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
    await expect(payment.getByRole('link', { name: /^Pay the balance of ₹[\d,.]+ by UPI$/ })).toBeVisible();
    await snap(customer, 'walk-10-order-advance-received-360');
    await fitsWidth(customer);

    // 10. the desk's screens on a phone: the accepted quote and the order's proofs and payments
    await desk.setViewportSize(PHONE);
    await desk.goto('/office/#/quotes');
    await desk.getByRole('row', { name: new RegExp(`^${number} `) }).click();
    await expect(desk.getByTestId('quote-status')).toHaveText('Accepted');
    await expect(desk.getByText(`Order ${orderId}`)).toBeVisible();
    await snap(desk, 'walk-11-desk-quote-accepted-360');
    await fitsWidth(desk);
    await desk.goto(`/office/#/orders/${orderId}/show`);
    await expect(proofs.getByText('Approved', { exact: true }).first()).toBeVisible();
    await proofs.scrollIntoViewIfNeeded();
    await snap(desk, 'walk-12-desk-order-proofs-360', false);
    await fitsWidth(desk);

    for (const page of [customer, desk, accounts, floor]) await page.context().close();
});
