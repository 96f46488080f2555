/**
 * The structured data of the shop's pages (schema.org, typed with schema-dts): a Product with its Offer on each
 * product page, the Organization on the home page. Google's merchant listing reads price and currency, availability,
 * the seller, shipping and the return policy from the Offer, and the rating once there are accepted reviews
 * (tests/json-ld.test.ts holds it to Google's required and recommended fields).
 */
import type { MerchantReturnPolicy, OfferShippingDetails, Organization, Product, Review as ReviewLd, WithContext } from 'schema-dts';
import type { Review, ReviewSummary } from '@/lib/api/reviews';
import type { CatalogueItem, MoneyRules, ReturnPolicy } from '@/lib/api/types';
import { SHOP_NAME, SUPPORT_EMAIL, SUPPORT_PHONE, absoluteUrl } from '@/lib/site';

/** What the product page knows when it renders; the policy and the rules are null when the shop could not say. */
export interface ProductPageFacts {
  item: CatalogueItem;
  summary: ReviewSummary | null;
  reviews: Review[];
  policy: ReturnPolicy | null;
  rules: MoneyRules | null;
}

/** The product page's own delivery promise ("1–3 days in metros and 3–5 days in other cities"), counted from the order. */
const DELIVERY_DAYS = { min: 1, max: 5 };
/** Reviews written into the page's data: the first few are enough for a rich result. */
const REVIEWS_IN_DATA = 5;

const money = (amount: number) => amount.toFixed(2);

function seller(): Organization {
  return { '@type': 'Organization', name: SHOP_NAME, url: absoluteUrl('/') };
}

/** One piece sent anywhere in India: free over the free-shipping amount, else the flat fee (core/orders/placing/pricing.py). */
function shipping(price: number, rules: MoneyRules): OfferShippingDetails {
  const fee = price > rules.freeShippingOver ? 0 : rules.shippingFee;
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: money(fee), currency: 'INR' },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IN' },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 0, unitCode: 'DAY' },
      transitTime: { '@type': 'QuantitativeValue', minValue: DELIVERY_DAYS.min, maxValue: DELIVERY_DAYS.max, unitCode: 'DAY' },
    },
  };
}

/** The admin team's returns window (14 days by default), returned by courier. */
function returnPolicy(policy: ReturnPolicy): MerchantReturnPolicy {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: 'IN',
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: policy.windowDays,
    returnMethod: 'https://schema.org/ReturnByMail',
    returnFees: policy.freeReturnShipping ? 'https://schema.org/FreeReturn' : 'https://schema.org/ReturnShippingFees',
  };
}

function reviewLd(review: Review): ReviewLd {
  return {
    '@type': 'Review',
    name: review.title,
    reviewBody: review.comment,
    datePublished: review.createdAt.slice(0, 10),
    author: { '@type': 'Person', name: review.author },
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  };
}

export function productJsonLd({ item, summary, reviews, policy, rules }: ProductPageFacts): WithContext<Product> {
  const url = absoluteUrl(`/brevity/${item.id}`);
  const rated = summary && summary.count > 0 && summary.average !== null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.name,
    description: item.description,
    url,
    sku: `RZ-${item.id}`,
    image: item.images.map((src) => absoluteUrl(src)),
    brand: { '@type': 'Brand', name: SHOP_NAME },
    color: item.color || undefined,
    material: item.details.material || undefined,
    countryOfOrigin: { '@type': 'Country', name: item.details.countryOfOrigin },
    offers: {
      '@type': 'Offer',
      url,
      price: money(item.price),
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: seller(),
      ...(rules ? { shippingDetails: shipping(item.price, rules) } : {}),
      ...(policy ? { hasMerchantReturnPolicy: returnPolicy(policy) } : {}),
    },
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: summary.average!,
            reviewCount: summary.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.slice(0, REVIEWS_IN_DATA).map(reviewLd),
        }
      : {}),
  };
}

export function organizationJsonLd(): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SHOP_NAME,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/logo.svg'),
    email: SUPPORT_EMAIL,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: SUPPORT_EMAIL,
      telephone: SUPPORT_PHONE.replace(/\s/g, ''),
      areaServed: 'IN',
    },
    address: { '@type': 'PostalAddress', addressCountry: 'IN' },
  };
}

/** The JSON for a `<script type="application/ld+json">`: `<` escaped so no text in it can close the script. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
