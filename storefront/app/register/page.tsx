import type { Metadata } from 'next';
import { RegisterForm } from '@/components/auth/register-form';

export const metadata: Metadata = { title: 'Signup', description: 'Create your Rangrez account to order custom merch and track your orders.' };

export default function RegisterPage() {
  return (
    <div className="container page" style={{ maxWidth: 820 }}>
      <h1>Create your account</h1>
      <p className="muted">Register with your phone number to design, order and track your merch.</p>
      <RegisterForm />
    </div>
  );
}
