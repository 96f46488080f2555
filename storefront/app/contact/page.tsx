import { ContactForm } from '@/components/forms/contact-form';
import { SupportPanel } from '@/components/forms/support-panel';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ title: 'Contact Us', description: 'Write to the Rangrez team or get support for an order.', path: '/contact' });

export default function ContactPage() {
  return (
    <div className="container page">
      <h1>Contact Us</h1>
      <div className="two-col">
        <ContactForm />
        <SupportPanel />
      </div>
    </div>
  );
}
