'use client';
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { type Result, attempt } from '@/lib/api/errors';
import { type OrderProofs as Proofs, proofsApi } from '@/lib/api/proofs';
import { Notice } from '@/components/ui/notice';
import { RetryNotice } from '@/components/ui/retry-notice';
import { DesignProof } from './design-proof';
import './proofs.css';

/**
 * An order's proofs for its customer: each design's newest proof (a picture, or a link to open a PDF) to approve or
 * to ask changes of, and the earlier revisions with what was decided. Read in the browser with the customer's session;
 * the order page shows it and the quote page embeds it, by order id. Another customer or a visitor sees nothing of it.
 */
export function OrderProofs({ orderId, hideWhenNone = false }: { orderId: string; hideWhenNone?: boolean }) {
  const [loaded, setLoaded] = useState<Result<Proofs> | null>(null);
  const [tries, setTries] = useState(0);
  const reload = useCallback(() => setTries((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    void attempt(() => proofsApi.get(orderId)).then((result) => {
      if (live) setLoaded(result);
    });
    return () => {
      live = false;
    };
  }, [orderId, tries]);

  if (!loaded) return <p aria-busy="true">Loading the proofs…</p>;
  if (!loaded.ok) {
    if (loaded.status === 401)
      return (
        <p>
          <Link href="/login">Log in</Link> to see this order&apos;s proofs.
        </p>
      );
    if (loaded.status === 403 || loaded.status === 404)
      return <Notice kind="error">We could not find order {orderId} among your orders.</Notice>;
    return <RetryNotice message={loaded.status === 0 ? loaded.message : 'The proofs could not be loaded.'} onRetry={reload} />;
  }
  const proofs = loaded.data;
  if (proofs.designs.length === 0) {
    if (hideWhenNone && !proofs.required) return null;
    return (
      <Notice kind="info">
        {proofs.required ? 'We are preparing your proof: we will e-mail you when it is ready to approve.' : 'This order needs no proof.'}
      </Notice>
    );
  }
  return (
    <section className="proofs" aria-labelledby={`proofs-${orderId}`}>
      <h2 id={`proofs-${orderId}`}>Proofs</h2>
      {proofs.approved ? (
        <Notice kind="ok">You approved the proofs: we print your order next.</Notice>
      ) : (
        <p className="muted">We print your order only after you approve the newest proof of each design.</p>
      )}
      {proofs.designs.map((group) => (
        <DesignProof key={group.design} orderId={orderId} design={group.design} revisions={group.revisions} onDecided={reload} />
      ))}
    </section>
  );
}
