/**
 * The product page's structured data against Google's merchant listing documentation
 * (developers.google.com/search/docs/appearance/structured-data/merchant-listing): the required properties must be
 * there and well formed, the recommended ones the shop can state must be there too, and a rating only with reviews.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonLdText, organizationJsonLd, productJsonLd } from '@/lib/seo/json-ld';
import { BLEU_ITEM, REVIEWS, SPEC_RULES, SUMMARY } from './fixtures';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => {
  expect(v, 'an object').toBeTypeOf('object');
  return v as Json;
};
const SCHEMA = /^https:\/\/schema\.org\/[A-Z]\w+$/;
const ABSOLUTE = /^https?:\/\/[^/]+\/.+/;
const ISO_4217 = /^[A-Z]{3}$/;
const AVAILABILITY = ['BackOrder', 'Discontinued', 'InStock', 'InStoreOnly', 'LimitedAvailability', 'MadeToOrder', 'OnlineOnly', 'OutOfStock', 'PreOrder', 'PreSale', 'Reserved', 'SoldOut'];

/** Every problem Google's merchant listing report would show for this Product, as readable strings. */
function merchantListingProblems(product: Json): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => ok || problems.push(what);
  need(product['@context'] === 'https://schema.org', '@context');
  need(product['@type'] === 'Product', '@type Product');
  need(typeof product.name === 'string' && product.name.length > 0, 'name (required)');
  const images = Array.isArray(product.image) ? product.image : [product.image];
  need(images.length > 0 && images.every((i) => typeof i === 'string' && ABSOLUTE.test(i)), 'image: absolute URLs (required)');
  const offer = obj(product.offers);
  need(offer['@type'] === 'Offer', 'offers: an Offer (required)');
  need(typeof offer.price === 'string' && /^\d+(\.\d{1,2})?$/.test(offer.price) && Number(offer.price) > 0, 'offers.price > 0 (required)');
  need(typeof offer.priceCurrency === 'string' && ISO_4217.test(offer.priceCurrency), 'offers.priceCurrency (required)');
  // recommended
  need(typeof product.description === 'string' && product.description.length > 0, 'description');
  need(typeof product.sku === 'string', 'sku');
  need(obj(product.brand).name === 'Rangrez', 'brand.name');
  need(AVAILABILITY.some((a) => offer.availability === `https://schema.org/${a}`), 'offers.availability');
  need(offer.itemCondition === 'https://schema.org/NewCondition', 'offers.itemCondition');
  need(typeof offer.url === 'string' && ABSOLUTE.test(offer.url), 'offers.url');
  need(typeof obj(offer.seller).name === 'string', 'offers.seller.name');
  const ship = obj(offer.shippingDetails);
  const rate = obj(ship.shippingRate);
  need(typeof rate.value === 'string' && Number.isFinite(Number(rate.value)) && rate.currency === 'INR', 'shippingRate value and currency');
  need(obj(ship.shippingDestination).addressCountry === 'IN', 'shippingDestination.addressCountry');
  const time = obj(ship.deliveryTime);
  for (const part of ['handlingTime', 'transitTime']) {
    const t = obj(time[part]);
    need(Number.isInteger(t.minValue) && Number.isInteger(t.maxValue) && (t.minValue as number) <= (t.maxValue as number) && t.unitCode === 'DAY', `deliveryTime.${part}`);
  }
  const policy = obj(offer.hasMerchantReturnPolicy);
  need(policy.applicableCountry === 'IN', 'return policy: applicableCountry (required)');
  need(typeof policy.returnPolicyCategory === 'string' && SCHEMA.test(policy.returnPolicyCategory), 'return policy: returnPolicyCategory (required)');
  if (policy.returnPolicyCategory === 'https://schema.org/MerchantReturnFiniteReturnWindow') {
    need(Number.isInteger(policy.merchantReturnDays) && (policy.merchantReturnDays as number) > 0, 'return policy: merchantReturnDays');
  }
  need(typeof policy.returnMethod === 'string' && SCHEMA.test(policy.returnMethod), 'return policy: returnMethod');
  need(typeof policy.returnFees === 'string' && SCHEMA.test(policy.returnFees), 'return policy: returnFees');
  if (product.aggregateRating !== undefined) {
    const rating = obj(product.aggregateRating);
    const value = rating.ratingValue as number;
    need(rating['@type'] === 'AggregateRating', 'aggregateRating @type');
    need(value >= (rating.worstRating as number) && value <= (rating.bestRating as number), 'aggregateRating: ratingValue within its scale');
    need(Number.isInteger(rating.reviewCount) && (rating.reviewCount as number) > 0, 'aggregateRating: reviewCount > 0');
  }
  for (const r of (product.review as Json[] | undefined) ?? []) {
    need(typeof obj(r.author).name === 'string' && obj(r.author)['@type'] === 'Person', 'review.author');
    const v = obj(r.reviewRating).ratingValue as number;
    need(Number.isInteger(v) && v >= 1 && v <= 5, 'review.reviewRating');
    need(/^\d{4}-\d{2}-\d{2}$/.test(String(r.datePublished)), 'review.datePublished');
  }
  return problems;
}

const POLICY = { windowDays: 14, freeReturnShipping: true };
/** What a crawler reads: the text in the page, parsed back. */
const asPublished = (data: object): Json => JSON.parse(jsonLdText(data));

describe('product JSON-LD (Google merchant listing)', () => {
  afterEach(() => {
    delete process.env.SHOP_SITE_URL;
  });

  it('has every required and recommended field, with the rating and reviews once there are accepted reviews', () => {
    const ld = asPublished(productJsonLd({ item: BLEU_ITEM, summary: SUMMARY, reviews: REVIEWS, policy: POLICY, rules: SPEC_RULES }));
    expect(merchantListingProblems(ld)).toEqual([]);
    expect(ld.offers).toMatchObject({ price: '699.00', priceCurrency: 'INR', seller: { '@type': 'Organization', name: 'Rangrez' } });
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect(ld.review).toHaveLength(2);
    expect(ld.countryOfOrigin).toEqual({ '@type': 'Country', name: 'India' });
  });

  it('states the returns window from the returns settings and who pays the return', () => {
    const ld = asPublished(productJsonLd({ item: BLEU_ITEM, summary: SUMMARY, reviews: [], policy: { windowDays: 30, freeReturnShipping: false }, rules: SPEC_RULES }));
    expect(obj(ld.offers).hasMerchantReturnPolicy).toMatchObject({
      merchantReturnDays: 30,
      returnFees: 'https://schema.org/ReturnShippingFees',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    });
  });

  it('charges the flat shipping fee up to the free-shipping amount, nothing above it (the pricing rule)', () => {
    const rateFor = (price: number) =>
      obj(obj(obj(asPublished(productJsonLd({ item: { ...BLEU_ITEM, price }, summary: null, reviews: [], policy: POLICY, rules: SPEC_RULES })).offers).shippingDetails).shippingRate).value;
    expect(rateFor(699)).toBe('79.00');
    expect(rateFor(999)).toBe('79.00');
    expect(rateFor(1299)).toBe('0.00');
  });

  it('leaves the rating out while there are no accepted reviews (Google refuses a count of 0)', () => {
    const none = { average: null, count: 0, histogram: SUMMARY.histogram.map((h) => ({ ...h, count: 0 })) };
    const ld = asPublished(productJsonLd({ item: BLEU_ITEM, summary: none, reviews: [], policy: POLICY, rules: SPEC_RULES }));
    expect(ld.aggregateRating).toBeUndefined();
    expect(ld.review).toBeUndefined();
    expect(merchantListingProblems(ld)).toEqual([]);
  });

  it('writes absolute URLs on SHOP_SITE_URL', () => {
    process.env.SHOP_SITE_URL = 'https://shop.example.in/';
    const ld = asPublished(productJsonLd({ item: BLEU_ITEM, summary: null, reviews: [], policy: POLICY, rules: SPEC_RULES }));
    expect(ld.url).toBe('https://shop.example.in/brevity/1');
    expect(ld.image).toEqual(BLEU_ITEM.images.map((i) => `https://shop.example.in${i}`));
  });

  it('is checked for real: a missing price, currency or return window is reported', () => {
    const ld = asPublished(productJsonLd({ item: BLEU_ITEM, summary: SUMMARY, reviews: REVIEWS, policy: POLICY, rules: SPEC_RULES }));
    const offers = obj(ld.offers);
    const broken = { ...ld, offers: { ...offers, price: '0.00', priceCurrency: 'Rs', hasMerchantReturnPolicy: { ...obj(offers.hasMerchantReturnPolicy), merchantReturnDays: undefined } } };
    expect(merchantListingProblems(broken)).toEqual(['offers.price > 0 (required)', 'offers.priceCurrency (required)', 'return policy: merchantReturnDays']);
  });

  it('cannot be closed early by a review’s text', () => {
    const sly = { ...REVIEWS[0]!, comment: '</script><script>alert(1)</script>' };
    const text = jsonLdText(productJsonLd({ item: BLEU_ITEM, summary: SUMMARY, reviews: [sly], policy: POLICY, rules: SPEC_RULES }));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).review[0].reviewBody).toBe(sly.comment);
  });
});

describe('home page JSON-LD', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('names the Organization with its address, logo and support contact', () => {
    vi.stubEnv('SHOP_SITE_URL', 'https://shop.example.in');
    const ld = asPublished(organizationJsonLd());
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Rangrez', url: 'https://shop.example.in/' });
    expect(ld.logo).toMatch(ABSOLUTE);
    expect(obj(ld.contactPoint)).toMatchObject({ '@type': 'ContactPoint', email: 'support@rangrez.in' });
  });
});
