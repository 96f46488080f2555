import type { Metadata } from 'next';
import Link from 'next/link';
import { MyOrderStatus } from '@/components/customer/my-order-status';
import { readMoneyRules, readReturnPolicy } from '@/lib/api/server';
import { moneyWords } from '@/lib/money-words';
import { returnWords } from '@/lib/return-words';
import { pageMetadata } from '@/lib/seo/metadata';
import { type LocaleProps, setPageLocale } from '@/i18n/page';

/**
 * The policies are kept in Next's cache (tags money rules, returns policy, delivery); the visitor's own orders are
 * read in the browser (MyOrderStatus), so the cached page carries no one's orders.
 */
export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  const returns = returnWords(await readReturnPolicy());
  return pageMetadata({
    title: 'Orders & Returns',
    description: `Delivery times, cash on delivery${returns.exchangeAndReturns ? `, ${returns.exchangeAndReturns}` : ''} at Rangrez.`,
    path: '/oandr',
  });
}

/** List items that end in a full stop; a promise the shop could not word today ('') is left out. */
function Lines({ items }: { items: string[] }) {
  return (
    <ul>
      {items.filter(Boolean).map((line) => (
        <li key={line}>{line}.</li>
      ))}
    </ul>
  );
}

export default async function OrdersAndReturnsPage({ params }: LocaleProps) {
  await setPageLocale(params);
  // read* throw when the shop cannot be reached: the cached page is never kept without its promises
  const [rules, policy] = await Promise.all([readMoneyRules(), readReturnPolicy()]);
  const words = moneyWords(rules);
  const returns = returnWords(policy);
  return (
    <div className="container page policy" style={{ maxWidth: 860 }}>
      <h1>Orders &amp; Returns</h1>
      <section aria-labelledby="my-orders">
        <h2 id="my-orders">Your orders</h2>
        <MyOrderStatus />
      </section>
      <section aria-labelledby="delivery">
        <h2 id="delivery">Delivery</h2>
        <Lines items={[returns.designDelivery || 'Free delivery', 'Delhi and Gurgaon 1-2 days, metro cities 2-3 days, others 3-5 days', words.freeShipping]} />
        <p className="muted">For ready-made designs: {returns.productDelivery || 'Free Delivery'}; delivery 1–3 days in metros and 3–5 days in other cities.</p>
      </section>
      <section aria-labelledby="payment">
        <h2 id="payment">Payment</h2>
        <Lines items={[words.cod, words.onlineDiscount, 'Secure transactions']} />
      </section>
      <section aria-labelledby="returns">
        <h2 id="returns">Exchange and returns</h2>
        <Lines items={[returns.exchangeAndReturns, returns.hassleFree]} />
        {returns.freeReturnsNote && <p className="muted">{returns.freeReturnsNote}</p>}
        <p>
          To start a return or exchange, press “Return or exchange” beside a delivered order above. Questions? <Link href="/contact">Contact us</Link> with your order id.
        </p>
      </section>
    </div>
  );
}
