import { LoginPanel } from '@/components/auth/login-panel';
import { pageMetadata } from '@/lib/seo/metadata';
import { type LocaleProps, setPageLocale } from '@/i18n/page';

export const metadata = pageMetadata({ title: 'Login', description: 'Log in to Rangrez as a guest or as the admin team.', path: '/login' });

export default async function LoginPage({ params }: LocaleProps) {
  await setPageLocale(params);
  return (
    <div className="container page">
      <h1>Login</h1>
      <div className="auth-grid">
        <LoginPanel kind="guest" />
        <LoginPanel kind="team" />
      </div>
    </div>
  );
}
