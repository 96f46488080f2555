import Link from 'next/link';
import { ContactForm } from '@/components/forms/contact-form';
import { SupportPanel } from '@/components/forms/support-panel';
import { getSellerPage } from '@/lib/api/server';
import { sellerPageHref } from '@/lib/api/seller-pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { type LocaleProps, setPageLocale } from '@/i18n/page';

export const metadata = pageMetadata({ title: 'Contact Us', description: 'Write to the Rangrez team or get support for an order.', path: '/contact' });

/** Kept in Next's cache (tag pages); a failed read throws, so no failure is kept (app/error.tsx). */
export const revalidate = 3600;

export default async function ContactPage({ params }: LocaleProps) {
  await setPageLocale(params);
  // any seller page carries the shop's customer-care contacts
  const page = await getSellerPage('grievance-officer');
  return (
    <div className="container page">
      <h1>Contact Us</h1>
      <div className="two-col">
        <ContactForm />
        <div>
          <SupportPanel care={page.facts.seller} />
          <p className="muted" style={{ marginTop: 16 }}>
            Every message gets a ticket number; we acknowledge it within 48 hours and resolve it within one month. Not happy
            with the answer? Write to our <Link href={sellerPageHref('grievance-officer')}>grievance officer</Link>.
          </p>
        </div>
      </div>
    </div>
  );
}
