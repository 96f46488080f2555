import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { attempt, getItem, getMoneyRules, getReturnPolicy } from '@/lib/api/server';
import { moneyWords } from '@/lib/money-words';
import { returnWords } from '@/lib/return-words';
import { Gallery } from '@/components/catalogue/gallery';
import { Price } from '@/components/catalogue/price';
import { ProductOptions } from '@/components/catalogue/product-options';
import { PincodeCheck } from '@/components/delivery/pincode-check';
import { RetryNotice } from '@/components/ui/retry-notice';

export const dynamic = 'force-dynamic';

const load = cache((id: number) => attempt(() => getItem(id)));

type Props = { params: Promise<{ id: string }> };

function parseId(raw: string): number | null {
  return /^\d+$/.test(raw) ? Number(raw) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = parseId((await params).id);
  if (id === null) return { title: 'Product not found' };
  const result = await load(id);
  if (!result.ok) return { title: 'Product' };
  return { title: result.data.name, description: result.data.description };
}

export default async function ProductPage({ params }: Props) {
  const id = parseId((await params).id);
  if (id === null) notFound();
  const [result, rules, policy] = await Promise.all([load(id), getMoneyRules(), getReturnPolicy()]);
  if (!result.ok) {
    if (result.status === 404) notFound();
    return (
      <div className="container page">
        <Link href="/brevity" className="back-link">
          ← Back to Products
        </Link>
        <RetryNotice message="This product could not be loaded." />
      </div>
    );
  }
  const item = result.data;
  const words = moneyWords(rules);
  const returns = returnWords(policy);
  return (
    <div className="container page">
      <Link href="/brevity" className="back-link">
        ← Back to Products
      </Link>
      <div className="product-layout">
        <Gallery images={item.images} name={item.name} />
        <div className="product-info">
          <h1>{item.name}</h1>
          <Price price={item.price} oldPrice={item.oldPrice} />
          {words.promo && <p className="promo">{words.promo}</p>}
          <ProductOptions item={item} />
          <PincodeCheck reading="product" amount={item.price} />
          <h2>Description</h2>
          <p>{item.description}</p>
          <h2>Delivery &amp; returns</h2>
          <ul className="notes">
            <li>{returns.productDelivery || 'Free Delivery'}</li>
            <li>Delivery in 1–3 days in metros and 3–5 days in other cities.</li>
            {words.codShort && <li>{words.codShort}</li>}
            {returns.hassleFree && <li>{returns.hassleFree}.</li>}
          </ul>
          {returns.freeReturnsNote && <p className="muted small">{returns.freeReturnsNote}</p>}
        </div>
      </div>
    </div>
  );
}
