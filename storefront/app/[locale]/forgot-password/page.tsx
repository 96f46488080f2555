import type { Metadata } from 'next';
import Link from 'next/link';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { type LocaleProps, setPageLocale } from '@/i18n/page';

export const metadata: Metadata = { title: 'Forgot password?', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** "Forgot password?" of the log-in page's panels: the Admin Team panel's link adds `?team=1`. */
export default async function ForgotPasswordPage({ params, searchParams }: Props & LocaleProps) {
  await setPageLocale(params);
  const team = (await searchParams).team === '1';
  return (
    <div className="container page narrow-page">
      <h1>Forgot password?</h1>
      <section className={`card auth-card ${team ? 'team' : 'guest'}`} aria-labelledby="forgot-title">
        <h2 id="forgot-title">{team ? 'Admin Team' : 'Guest'}</h2>
        <p className="lead">
          Enter the phone number or e-mail of your account. If it has an e-mail address, we send a link there to choose a new
          password; the link works once, for 1 hour.
        </p>
        <ForgotPasswordForm team={team} />
      </section>
      <p style={{ marginTop: 18 }}>
        Remembered it? <Link href="/login">Back to login</Link>
      </p>
    </div>
  );
}
