/**
 * A campaign store in Hindi at 360 px: its page as a buyer reads it (the designs, their progress, the countdown, the
 * order form, the names already ordered) and its organiser's dashboard, each drawn in Devanagari with no English
 * outside i18n/latin-allowed.json. What the organiser and the buyers wrote (the store's and the designs' titles, the
 * names) stays as written, marked lang="en".
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { visitInHindi } from './hindi-helpers';
import { logInByApi } from './studio-helpers';

const ROOT = join(__dirname, '..', '..');

type Store = { slug: string; phone: string; password: string };

/** A store of two tee designs with names and numbers asked, the roster shown, one buyer: the tests' factories,
 * keeping the demo shop's price breaks (the studio's walks in the same shop price by them). */
const SEED = `
import json, random
from core.accounts.tests.factories import PASSWORD, CustomerFactory
from core.stores.tests.factories import buy, design_in, make_store

# the factories count from 0 (the staff's phone numbers too): start past the seeded accounts' numbers
CustomerFactory.reset_sequence(random.randint(10**6, 9 * 10**6))
organiser = CustomerFactory(name="Fest Organiser", phone_number="96" + "".join(random.choices("0123456789", k=8)))
store = make_store(
    organiser, slug="hindi-" + "".join(random.choices("abcdefghjkmnpqrstuvwxyz", k=8)), title="Mood Indigo 2026",
    designs=[design_in("Fest Tee"), design_in("Crew Tee")], names_asked=True, numbers_asked=True, show_roster=True,
    allow_cod=True, delivery="together", own_breaks=False,
)
buy(store, position=1, name="Priya", number="7")
print(json.dumps({"slug": store.slug, "phone": organiser.phone_number, "password": PASSWORD}))
`;

function seed(): Store {
  const out = execFileSync(join(ROOT, '.venv', 'bin', 'python'), ['manage.py', 'shell', '-c', SEED], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop()!) as Store;
}

test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

test('a campaign store and its organiser’s dashboard in Hindi', async ({ page }) => {
  test.setTimeout(120_000);
  const store = seed();
  await visitInHindi(page, 'store/[slug]', `/hi/store/${store.slug}`, {
    ready: (p) => expect(p.getByTestId('store-countdown')).toContainText('बाक़ी'),
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Mood Indigo 2026' })).toBeVisible();
  await expect(page.getByText('सब कुछ एक साथ आयोजक को डिलीवर किया जाता है।', { exact: false })).toBeVisible();
  await expect(page.getByTestId('store-design-1')).toContainText('10 में से 1 ऑर्डर हुए');
  await expect(page.getByRole('region', { name: 'किसने ऑर्डर किया है' })).toContainText('Priya 7 (M)');
  // the form's own check, in Hindi
  const form = page.getByRole('form', { name: 'इस स्टोर से ऑर्डर करें' });
  await form.getByRole('button', { name: /में ऑर्डर करें$/ }).click();
  await expect(form.getByText('साइज़ चुनें।')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/hindi-page-store-errors-360.png', fullPage: true });

  // the organiser's dashboard, logged in as the organiser
  await logInByApi(page, { phone: store.phone, password: store.password });
  await visitInHindi(page, 'store/[slug]/organiser', `/hi/store/${store.slug}/organiser`, {
    // a progress bar's label names its design as the organiser wrote it: an aria-label cannot mark words lang="en"
    words: ['Fest', 'Crew', 'Tee'],
    ready: (p) => expect(p.getByRole('heading', { level: 1, name: 'Mood Indigo 2026: आपका डैशबोर्ड' })).toBeVisible(),
  });
  await expect(page.getByTestId('organiser-design-1')).toContainText('10 में से 1');
  await expect(page.getByRole('region', { name: 'नाम और नंबर' })).toContainText('Priya');
});
