import { RegisterForm } from '@/components/auth/register-form';
import { pageMetadata } from '@/lib/seo/metadata';
import { type LocaleProps, setPageLocale } from '@/i18n/page';

export const metadata = pageMetadata({ title: 'Signup', description: 'Create your Rangrez account to order custom merch and track your orders.', path: '/register' });

export default async function RegisterPage({ params }: LocaleProps) {
  await setPageLocale(params);
  return (
    <div className="container page" style={{ maxWidth: 820 }}>
      <h1>Create your account</h1>
      <p className="muted">Register with your phone number to design, order and track your merch.</p>
      <RegisterForm />
    </div>
  );
}
