import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import type { SellerFacts, SellerPageSlug } from '@/lib/api/seller-pages';
import { formatRupees } from '@/lib/format';

type Row = [label: string, value: React.ReactNode];

/** A language's `sellerFacts` messages: `await getTranslations('sellerFacts')`. */
export type FactsTranslate = (key: keyof (typeof en)['sellerFacts'], values?: Record<string, string | number>) => string;

/**
 * The words of the facts in a page's language: its labels and phrases, and a return reason's name (the shop's English
 * label where the language has none). `english`: the shop's own delivery readings (the specification's words) are shown
 * as the shop sends them; another language shows its translation of them.
 */
export interface FactsWords {
  t: FactsTranslate;
  english: boolean;
  reason: (reason: { code: string; label: string }) => string;
}

const englishFacts = createTranslator({ locale: 'en', messages: en, namespace: 'sellerFacts' });
export const ENGLISH_FACTS: FactsWords = { t: (key, values) => englishFacts(key, values), english: true, reason: (r) => r.label };

/** The shop's own data (names, addresses, cities) as it keeps them: in English, so marked (a Hindi page says so). */
const kept = (value: string, w: FactsWords) => (value && !w.english ? <span lang="en">{value}</span> : value);
const mail = (email: string) =>
  email ? (
    <a href={`mailto:${email}`} lang="en">
      {email}
    </a>
  ) : (
    ''
  );
const tel = (phone: string) => (phone ? <a href={`tel:${phone.replace(/[\s-]/g, '')}`}>{phone}</a> : '');
const rupees = (amount: number) => formatRupees(amount, { grouped: false });
const list = (items: string[], w: FactsWords) => kept(items.join(', '), w);

/** Who sells (E-Commerce Rules 2020, rule 4(1)): legal name, trade name, address, GSTIN, customer care. */
const sellerRows = ({ seller: s }: SellerFacts, w: FactsWords): Row[] => [
  [w.t('legalName'), kept(s.legalName, w)],
  [w.t('tradeName'), kept(s.tradeName, w)],
  [w.t('address'), kept(s.address, w)],
  [w.t('gstin'), s.gstin],
  [w.t('carePhone'), tel(s.carePhone)],
  [w.t('careEmail'), mail(s.careEmail)],
  [w.t('careHours'), kept(s.careHours, w)],
];

/** The grievance officer (rule 4(4)) and the promised times (rule 4(5)). */
const officerRows = ({ grievanceOfficer: g }: SellerFacts, w: FactsWords): Row[] => [
  [w.t('name'), kept(g.name, w)],
  [w.t('designation'), kept(g.designation, w)],
  [w.t('phone'), tel(g.phone)],
  [w.t('email'), mail(g.email)],
  [w.t('address'), kept(g.address, w)],
  [w.t('acknowledgement'), w.t('ackWithin', { hours: g.ackHours })],
  [w.t('resolution'), g.resolveDays === 30 ? w.t('resolveMonth') : w.t('resolveDays', { days: g.resolveDays })],
];

const returnsRows = ({ returns: r }: SellerFacts, w: FactsWords): Row[] => [
  [w.t('window'), r.windowDays ? w.t('windowDays', { days: r.windowDays }) : ''],
  [w.t('pickup'), r.freeReturnShipping ? w.t('free') : w.t('charged')],
  [w.t('customPrints'), r.customPrintsReturnable ? w.t('returnable') : w.t('faultsOnly')],
  [w.t('reasons'), r.reasons.map(w.reason).join(', ')],
];

const shippingRows = ({ shipping: s }: SellerFacts, w: FactsWords): Row[] => [
  [w.t('studio'), w.english ? s.studioReading : w.t('studioReading')],
  [w.t('readyMade'), w.english ? s.productPageReading : w.t('productReading')],
  [w.t('fastCities'), list(s.fastCities, w)],
  [w.t('metroCities'), list(s.metroCities, w)],
  [w.t('shippingFee'), s.shippingFee ? w.t('feeFreeOver', { fee: rupees(s.shippingFee), over: rupees(s.freeShippingOver) }) : w.t('free')],
];

const paymentRows = ({ payments: p }: SellerFacts, w: FactsWords): Row[] => [
  [w.t('waysToPay'), p.methods.map((m) => (m === 'Cash on delivery' ? w.t('cod') : m)).join(', ')],
  [w.t('cod'), p.codBelow ? w.t('codBelow', { amount: rupees(p.codBelow) }) : ''],
  [
    w.t('online'),
    p.onlineDiscountPercent
      ? w.t('onlineOff', { percent: p.onlineDiscountPercent, amount: formatRupees(p.onlineDiscountBelow, { grouped: false, symbol: 'Rs ' }) })
      : '',
  ],
  [w.t('upiId'), p.upiId ?? ''],
  [w.t('prices'), w.t('pricesNote')],
];

type Block = { title: 'theSeller' | 'grievanceOfficer' | 'inShort'; rows: (f: SellerFacts, w: FactsWords) => Row[] };

const BLOCKS: Partial<Record<SellerPageSlug, Block[]>> = {
  about: [{ title: 'theSeller', rows: sellerRows }],
  'grievance-officer': [
    { title: 'grievanceOfficer', rows: officerRows },
    { title: 'theSeller', rows: sellerRows },
  ],
  returns: [{ title: 'inShort', rows: returnsRows }],
  shipping: [{ title: 'inShort', rows: shippingRows }],
  payments: [{ title: 'inShort', rows: paymentRows }],
};

/** The facts a page must show, from the shop's own settings (so the page says what the shop does), in `words`' language. */
export function factRows(slug: SellerPageSlug, facts: SellerFacts, words: FactsWords = ENGLISH_FACTS): { title: string; rows: Row[] }[] {
  return (BLOCKS[slug] ?? []).map((b) => ({ title: words.t(b.title), rows: b.rows(facts, words).filter(([, v]) => v !== '') }));
}

export function FactsBlock({ slug, facts, words = ENGLISH_FACTS }: { slug: SellerPageSlug; facts: SellerFacts; words?: FactsWords }) {
  return (
    <>
      {factRows(slug, facts, words).map((block) => (
        <section key={block.title} className="card facts" aria-label={block.title}>
          <h2>{block.title}</h2>
          <dl>
            {block.rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}
