import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { ReviewableList } from '@/components/reviews/reviewable-list';
import { Notice } from '@/components/ui/notice';
import { RetryNotice } from '@/components/ui/retry-notice';
import { attempt, getMe, getReviewable } from '@/lib/api/server';
import { type LocaleProps, setPageLocale } from '@/i18n/page';

/** Each customer's own page: never indexed. */
export const metadata: Metadata = { title: 'Rate your order', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * "Rate your order" (the delivered-order e-mail and the customer home link here): the session decides whose
 * delivered items these are; `?order=` marks the order the e-mail was about.
 */
export default async function RateYourOrderPage({ params, searchParams }: Props & LocaleProps) {
  await setPageLocale(params);
  const query = await searchParams;
  const order = typeof query.order === 'string' && /^[A-Za-z0-9-]{1,32}$/.test(query.order) ? query.order : null;
  const cookie = (await headers()).get('cookie') ?? '';
  const me = await attempt(() => getMe(cookie));
  const signedIn = me.ok && me.data.authenticated && !me.data.isStaff && me.data.phoneNumber;
  return (
    <div className="container page" style={{ maxWidth: 860 }}>
      <h1>Rate your order</h1>
      {!me.ok && me.status === 0 ? (
        <RetryNotice message={me.message} />
      ) : !signedIn ? (
        <Notice kind="info">
          Please <Link href="/login">log in</Link> to rate what you bought.
        </Notice>
      ) : (
        <Lines cookie={cookie} order={order} phone={me.data.phoneNumber!} />
      )}
    </div>
  );
}

async function Lines({ cookie, order, phone }: { cookie: string; order: string | null; phone: string }) {
  const lines = await attempt(() => getReviewable(cookie));
  return (
    <>
      <p className="muted">
        Tell other buyers what you thought of what you bought: your review shows on the product page with &ldquo;Verified purchase&rdquo; once our
        team has checked it. <Link href={`/customerpilot?phone_number=${encodeURIComponent(phone)}`}>Back to my account</Link>
      </p>
      {lines.ok ? <ReviewableList initial={lines.data} order={order} /> : <RetryNotice message="Your delivered items could not be loaded." />}
    </>
  );
}
