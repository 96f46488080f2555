import type { SellerFacts, SellerPageSlug } from '@/lib/api/seller-pages';
import { formatRupees } from '@/lib/format';

type Row = [label: string, value: React.ReactNode];

const mail = (email: string) => (email ? <a href={`mailto:${email}`}>{email}</a> : '');
const tel = (phone: string) => (phone ? <a href={`tel:${phone.replace(/[\s-]/g, '')}`}>{phone}</a> : '');
const rupees = (amount: number) => formatRupees(amount, { grouped: false });
const list = (items: string[]) => items.join(', ');

/** Who sells (E-Commerce Rules 2020, rule 4(1)): legal name, trade name, address, GSTIN, customer care. */
const sellerRows = ({ seller: s }: SellerFacts): Row[] => [
  ['Legal name', s.legalName],
  ['Trade name', s.tradeName],
  ['Address', s.address],
  ['GSTIN', s.gstin],
  ['Customer care phone', tel(s.carePhone)],
  ['Customer care e-mail', mail(s.careEmail)],
  ['Customer care hours', s.careHours],
];

/** The grievance officer (rule 4(4)) and the promised times (rule 4(5)). */
const officerRows = ({ grievanceOfficer: g }: SellerFacts): Row[] => [
  ['Name', g.name],
  ['Designation', g.designation],
  ['Phone', tel(g.phone)],
  ['E-mail', mail(g.email)],
  ['Address', g.address],
  ['Acknowledgement', `within ${g.ackHours} hours, with a ticket number`],
  ['Resolution', `within ${g.resolveDays === 30 ? 'one month' : `${g.resolveDays} days`} of the complaint`],
];

const returnsRows = ({ returns: r }: SellerFacts): Row[] => [
  ['Return or exchange window', r.windowDays ? `${r.windowDays} days from delivery` : ''],
  ['Return pickup', r.freeReturnShipping ? 'Free' : 'Charged'],
  ['Custom prints', r.customPrintsReturnable ? 'Returnable' : "Returnable only for the shop's faults (misprint, damage, wrong size sent)"],
  ['Reasons', list(r.reasons)],
];

const shippingRows = ({ shipping: s }: SellerFacts): Row[] => [
  ['Design your own', s.studioReading],
  ['Ready-made designs', s.productPageReading],
  ['Fastest cities', list(s.fastCities)],
  ['Metro cities', list(s.metroCities)],
  ['Shipping fee', s.shippingFee ? `${rupees(s.shippingFee)}, free on orders over ${rupees(s.freeShippingOver)}` : 'Free'],
];

const paymentRows = ({ payments: p }: SellerFacts): Row[] => [
  ['Ways to pay', list(p.methods)],
  ['Cash on delivery', p.codBelow ? `for orders below ${rupees(p.codBelow)}` : ''],
  ['Online payment (UPI)', p.onlineDiscountPercent ? `${p.onlineDiscountPercent}% off orders under ${formatRupees(p.onlineDiscountBelow, { grouped: false, symbol: 'Rs ' })}` : ''],
  ['UPI ID', p.upiId ?? ''],
  ['Prices', 'include GST; the total before you pay shows every charge'],
];

const BLOCKS: Partial<Record<SellerPageSlug, { title: string; rows: (f: SellerFacts) => Row[] }[]>> = {
  about: [{ title: 'The seller', rows: sellerRows }],
  'grievance-officer': [
    { title: 'Grievance officer', rows: officerRows },
    { title: 'The seller', rows: sellerRows },
  ],
  returns: [{ title: 'In short', rows: returnsRows }],
  shipping: [{ title: 'In short', rows: shippingRows }],
  payments: [{ title: 'In short', rows: paymentRows }],
};

/** The facts a page must show, from the shop's own settings (so the page says what the shop does). */
export function factRows(slug: SellerPageSlug, facts: SellerFacts): { title: string; rows: Row[] }[] {
  return (BLOCKS[slug] ?? []).map((b) => ({ title: b.title, rows: b.rows(facts).filter(([, v]) => v !== '') }));
}

export function FactsBlock({ slug, facts }: { slug: SellerPageSlug; facts: SellerFacts }) {
  return (
    <>
      {factRows(slug, facts).map((block) => (
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
