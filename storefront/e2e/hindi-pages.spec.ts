/**
 * The Hindi walk: every page of the storefront in Hindi at 360 px, as a visitor and, for the account's pages, as a
 * customer with an order, a quote, a review and a ticket. Each page must be drawn in Devanagari and show no English
 * outside i18n/latin-allowed.json (what the shop keeps as it was written is marked lang="en": names, addresses, a
 * customer's own words). tests/i18n-pages.test.ts checks that every page of app/[locale] is visited here or named in
 * e2e/hindi-walk.ts with its reason.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { allowed, englishOnPage, visitInHindi } from './hindi-helpers';
import { logInByApi } from './studio-helpers';

const ROOT = join(__dirname, '..', '..');

/** The customer's data, made through the services (the tests' factories) in this shop's database. */
type Walked = {
  phone: string;
  password: string;
  order: string;
  quote: string;
  business: string;
  businessPhone: string;
  ticket: string;
  share: string;
  bag: string;
  reset: [string, string];
};

const SEED = `
import json, random, secrets
from django.contrib.auth.tokens import default_token_generator
from django.utils.encoding import force_bytes
from django.utils.http import urlsafe_base64_encode
from core.accounts.tests.factories import PASSWORD, CustomerFactory
from core.bags.links import restore_token
from core.bags.services import bag_save
from core.catalogue.models import CatalogueItem
from core.orders.tests.factories import png_bytes
from core.quotes.services.accepting import quote_accept
from core.quotes.tests.factories import sent_quote
from core.reviews.tests.factories import delivered_line, review
from core.studio.models import DesignShare
from core.support.services import support_ticket_create

# the factories count from 0 (the staff's phone numbers too): start past the seeded accounts' numbers
CustomerFactory.reset_sequence(random.randint(10**6, 9 * 10**6))
customer = CustomerFactory(name="Asha Verma", phone_number="97" + "".join(random.choices("0123456789", k=8)))
line = delivered_line(customer=customer)
review(customer=customer, title="Soft and sharp", comment="The print came out sharp.")
quote = sent_quote(customer=customer)
# another customer's business order from a quote: its payment panel (the advance asked)
buyer = CustomerFactory(name="Ravi Mehta", phone_number="96" + "".join(random.choices("0123456789", k=8)))
business = quote_accept(quote=sent_quote(customer=buyer), actor=None)
ticket = support_ticket_create(customer=customer, message="Where is my parcel?", subject="Delivery", order_id=line.order.order_id)
# a kept bag for the reminder's link to put back
bag_save(user=customer, lines=[{"item_id": CatalogueItem.objects.filter(active=True).order_by("pk").first().pk, "size": "M", "quantity": 1}])
share = DesignShare.objects.create(
    token=secrets.token_urlsafe(32), product="tshirts", product_name="T-Shirt", sleeve="Half Sleeve",
    colour="#222222", design={"front": {"objects": []}}, preview=png_bytes((300, 400)),
)
print(json.dumps({
    "phone": customer.phone_number, "password": PASSWORD, "order": line.order.order_id, "quote": quote.token, "business": business.order_id, "businessPhone": buyer.phone_number,
    "ticket": ticket.number, "share": share.token, "bag": restore_token(customer.pk),
    "reset": [urlsafe_base64_encode(force_bytes(customer.pk)), default_token_generator.make_token(customer)],
}))
`;

function seed(): Walked {
  const out = execFileSync(join(ROOT, '.venv', 'bin', 'python'), ['manage.py', 'shell', '-c', SEED], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop()!) as Walked;
}

/** The studio's canvas and its tools beside the order form: translated by another change (e2e/hindi.spec.ts checks the form). */
const STUDIO_CANVAS = '.studio-preview';

test.describe('every page in Hindi', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  let data: Walked;
  test.beforeAll(() => {
    data = seed();
  });

  test('a visitor’s pages: the shop, the forms, the seller’s pages and the links the shop sends', async ({ page }) => {
    await visitInHindi(page, '', '/hi');
    await visitInHindi(page, 'brevity', '/hi/brevity');
    // a product from the catalogue opens in Hindi: its description as the team wrote it in Hindi, the design's title
    // kept as the shop keeps it and marked as English
    await page.locator('a.product-card[href="/hi/brevity/1"]').click();
    await expect(page).toHaveURL(/\/hi\/brevity\/1$/);
    await page.getByRole('tab', { name: 'विवरण' }).click();
    await expect(page.getByText('नीले रंग में पुनर्जागरण काल का आसमान', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await visitInHindi(page, 'brevity/[id]', '/hi/brevity/1');
    // the pincode check's estimate: the day written in Hindi, the sentence from the messages
    await page.getByLabel('अपने पिन कोड पर डिलीवरी जाँचें').fill('400001');
    await page.getByRole('button', { name: 'जाँचें', exact: true }).click();
    const estimate = page.locator('#pincode-check-answer');
    await expect(estimate).toContainText(/(रवि|सोम|मंगल|बुध|गुरु|शुक्र|शनि), \d{1,2} \S+ तक डिलीवरी \(1-3 दिन\)/);
    expect(await englishOnPage(page, allowed, '#pincode-check-answer')).toEqual([]);
    await estimate.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'e2e/screenshots/hindi-page-product-pincode-360.png' });
    await visitInHindi(page, 'bag', '/hi/bag');
    await visitInHindi(page, 'help', '/hi/help', { skip: STUDIO_CANVAS });
    await expect(page.getByRole('heading', { level: 1, name: 'खुद डिज़ाइन करें' })).toBeVisible();
    // a product type's design page: its name and description in Hindi (the type's Hindi fields)
    await visitInHindi(page, 'help/[slug]', '/hi/help/tshirts', { skip: STUDIO_CANVAS });
    await expect(page.getByRole('heading', { level: 1, name: 'अपना टी-शर्ट डिज़ाइन करें' })).toBeVisible();
    // a brand's page: its tagline in Hindi (the brand's Hindi tagline), the brand's name as the shop keeps it
    await visitInHindi(page, 'help/[slug]', '/hi/help/chai-club', { skip: STUDIO_CANVAS, words: ['Chai', 'Club'] });
    await expect(page.getByText('उनके लिए जो कटिंग चाय के दम पर चलते हैं।').first()).toBeVisible();
    await visitInHindi(page, 'choice', '/hi/choice');
    await expect(page.getByRole('heading', { level: 1, name: 'आप क्या डिज़ाइन करना चाहेंगे?' })).toBeVisible();
    await visitInHindi(page, 'bulk', '/hi/bulk');
    await expect(page.getByRole('button', { name: 'कोटेशन माँगें' })).toBeVisible();
    await visitInHindi(page, 'contact', '/hi/contact');
    // the contact form's answer: the server's field errors worded in Hindi by their codes
    await page.getByRole('button', { name: 'संदेश भेजें' }).click();
    await expect(page.getByText('यह जानकारी ज़रूरी है।').first()).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/hindi-page-contact-errors-360.png', fullPage: true });
    // the seller's pages: the owner's Hindi text, and the facts from the settings labelled in Hindi
    await visitInHindi(page, '[slug]', '/hi/returns');
    await expect(page.getByRole('heading', { level: 1, name: 'वापसी, रिफ़ंड और बदलाव' })).toBeVisible();
    await expect(page.getByText('14 दिन में बदलाव और वापसी।')).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/hindi-page-seller-returns-360.png', fullPage: true });
    await visitInHindi(page, '[slug]', '/hi/grievance-officer');
    await expect(page.getByRole('region', { name: 'शिकायत अधिकारी' })).toContainText('48 घंटों में, टिकट नंबर के साथ');
    await expect(page.getByText(/अंतिम अपडेट/)).toBeVisible();
    await visitInHindi(page, 'login', '/hi/login');
    // the log-in's own check and the server's refusal, in Hindi
    const guest = page.locator('section.auth-card.guest');
    await guest.getByLabel('फ़ोन नंबर').fill('12345');
    await guest.getByRole('button', { name: 'ग्राहक के रूप में आगे बढ़ें' }).click();
    await expect(guest.getByText('10 अंकों का सही फ़ोन नंबर डालें')).toBeVisible();
    await guest.getByLabel('फ़ोन नंबर').fill(data.phone);
    await guest.getByLabel('पासवर्ड').fill('not-the-password');
    await guest.getByRole('button', { name: 'ग्राहक के रूप में आगे बढ़ें' }).click();
    await expect(guest.getByText('ग्राहक लॉग इन नहीं हो सका: फ़ोन नंबर या पासवर्ड सही नहीं है।')).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/hindi-page-login-errors-360.png', fullPage: true });
    await visitInHindi(page, 'register', '/hi/register');
    await page.getByRole('button', { name: 'पंजीकरण करें' }).click();
    await expect(page.getByText('कृपया 10 अंकों का सही फ़ोन नंबर डालें।')).toBeVisible();
    await visitInHindi(page, 'forgot-password', '/hi/forgot-password');
    await page.getByRole('button', { name: 'रीसेट लिंक भेजें' }).click();
    await expect(page.getByText('कृपया अपना फ़ोन नंबर या ईमेल डालें।')).toBeVisible();
    await visitInHindi(page, 'reset-password/[uid]/[token]', `/hi/reset-password/${data.reset[0]}/${data.reset[1]}`, {
      ready: (p) => expect(p.getByRole('button', { name: 'नया पासवर्ड रखें' })).toBeVisible(),
    });
    // a password the server's validators refuse as common (and like nothing of the customer's: their phone is random),
    // their words in Hindi beside the field
    await page.getByLabel('नया पासवर्ड', { exact: true }).fill('password1');
    await page.getByLabel('नया पासवर्ड दोबारा डालें').fill('password1');
    await page.getByRole('button', { name: 'नया पासवर्ड रखें' }).click();
    await expect(page.getByText('यह पासवर्ड बहुत आम है।').first()).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/hindi-page-reset-errors-360.png', fullPage: true });
    await visitInHindi(page, 'share/[token]', `/hi/share/${data.share}`);
    await expect(page.getByRole('link', { name: 'स्टूडियो में खोलें' })).toHaveAttribute('href', new RegExp(`^/hi/pilot\\?share=`));
    await visitInHindi(page, 'quotes/[token]', `/hi/quotes/${data.quote}`, {
      ready: (p) => expect(p.getByRole('button', { name: 'कोटेशन स्वीकार करें' })).toBeVisible(),
    });
  });

  test('a customer’s pages: My account with an order, a ticket and a review, the quotes, the bag link', async ({ page }) => {
    await logInByApi(page, { phone: data.phone, password: data.password });
    await visitInHindi(page, 'customerpilot', `/hi/customerpilot?phone_number=${data.phone}`, {
      ready: (p) => expect(p.getByRole('heading', { level: 1, name: /^नमस्ते, / })).toBeVisible(),
    });
    await expect(page.getByRole('link', { name: data.ticket })).toHaveAttribute('href', `/hi/tickets/${data.ticket}`);
    await visitInHindi(page, 'customerpilot/quotes', '/hi/customerpilot/quotes', {
      ready: (p) => expect(p.getByRole('link', { name: /^कोटेशन QT-/ })).toBeVisible(),
    });
    // the product's name as the shop keeps it may stand inside a Hindi label (as the bag's, e2e/hindi.spec.ts)
    await visitInHindi(page, 'customerpilot/reviews', `/hi/customerpilot/reviews?order=${data.order}`, { words: ['Shirt', 'Half', 'Sleeve'] });
    await expect(page.getByTestId('review-state').first()).toBeVisible();
    await visitInHindi(page, 'tickets/[number]', `/hi/tickets/${data.ticket}`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^टिकट ${data.ticket}`) })).toBeVisible();
    await visitInHindi(page, 'pilot', `/hi/pilot?phone_number=${data.phone}`, { within: 'form.studio-form' });
    await visitInHindi(page, 'gift-cards', '/hi/gift-cards', {
      ready: (p) => expect(p.getByRole('button', { name: 'गिफ़्ट कार्ड खरीदें' })).toBeVisible(),
    });
    await visitInHindi(page, 'bag/restore/[token]', `/hi/bag/restore/${encodeURIComponent(data.bag)}`, {
      ready: (p: Page) => expect(p.getByRole('heading', { level: 1, name: 'आपका बैग' })).toBeVisible(),
    });
  });

  test('a business customer’s order: the payment panel in Hindi', async ({ page }) => {
    await logInByApi(page, { phone: data.businessPhone, password: data.password });
    // a business order's payments: the advance asked and when the balance is due, in Hindi with Hindi dates
    await visitInHindi(page, 'oandr/order/[orderId]', `/hi/oandr/order/${data.business}`, {
      within: 'section.order-payments',
      ready: (p) => expect(p.getByRole('heading', { level: 2, name: 'भुगतान', exact: true })).toBeVisible(),
    });
    await expect(page.locator('section.order-payments')).toContainText(/माँगा गया अग्रिम: ₹[\d,]+, ₹[\d,]+ का \d+%/);
    await page.locator('section.order-payments').screenshot({ path: 'e2e/screenshots/hindi-page-order-payments-360.png' });
  });
});
