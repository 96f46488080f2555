import type { Metadata } from 'next';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { setPageLocale } from '@/i18n/page';

// The link carries a secret: no search engine keeps it, and no other site learns it from the Referer header.
export const metadata: Metadata = { title: 'Choose a new password', robots: { index: false, follow: false }, referrer: 'no-referrer' };

type Props = { params: Promise<{ uid: string; token: string }> };

/** Rendered per request, never kept: each address carries one person's secret. */
export const dynamic = 'force-dynamic';

/** The page the reset e-mail links to: `/reset-password/{uid}/{token}`. */
export default async function ResetPasswordPage({ params }: Props) {
  await setPageLocale(params);
  const { uid, token } = await params;
  return (
    <div className="container page narrow-page">
      <h1>Choose a new password</h1>
      <section className="card">
        <ResetPasswordForm uid={decodeURIComponent(uid)} token={decodeURIComponent(token)} />
      </section>
    </div>
  );
}
