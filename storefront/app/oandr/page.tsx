import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { MyOrderStatus } from '@/components/customer/my-order-status';

export const metadata: Metadata = { title: 'Orders & Returns', description: 'Delivery times, cash on delivery, 14-day exchange and returns at Rangrez.' };

export default async function OrdersAndReturnsPage() {
  const cookie = (await headers()).get('cookie') ?? '';
  return (
    <div className="container page policy" style={{ maxWidth: 860 }}>
      <h1>Orders &amp; Returns</h1>
      <section aria-labelledby="my-orders">
        <h2 id="my-orders">Your orders</h2>
        <MyOrderStatus cookie={cookie} />
      </section>
      <section aria-labelledby="delivery">
        <h2 id="delivery">Delivery</h2>
        <ul>
          <li>Free delivery and returns.</li>
          <li>Delhi and Gurgaon 1-2 days, metro cities 2-3 days, others 3-5 days.</li>
          <li>Free shipping on orders over ₹999.</li>
        </ul>
        <p className="muted">For ready-made designs: Free Delivery, Free Returns*; delivery 1–3 days in metros and 3–5 days in other cities.</p>
      </section>
      <section aria-labelledby="payment">
        <h2 id="payment">Payment</h2>
        <ul>
          <li>Cash on delivery for orders below ₹5000.</li>
          <li>5% off online payments under Rs 5000.</li>
          <li>Secure transactions.</li>
        </ul>
      </section>
      <section aria-labelledby="returns">
        <h2 id="returns">Exchange and returns</h2>
        <ul>
          <li>14-day exchange and returns.</li>
          <li>Secure transactions with hassle-free 14-day returns.</li>
        </ul>
        <p>
          To start a return or exchange, <Link href="/contact">contact us</Link> with your order id.
        </p>
      </section>
    </div>
  );
}
