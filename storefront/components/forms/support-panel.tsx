'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { Seller } from '@/lib/api/seller-pages';
import { useSession } from '@/lib/session';
import { SupportForm } from './support-form';

/** The customer-care line of the seller's facts as a tel: link (spaces and dashes dropped). */
const telHref = (phone: string) => `tel:${phone.replace(/[\s-]/g, '')}`;

/**
 * Get Support: a logged-in customer opens a ticket (and names one of their orders if it is about one); a visitor is
 * asked to log in, or to use the contact form. The shop's customer-care contacts are shown to both.
 */
export function SupportPanel({ care }: { care: Pick<Seller, 'careEmail' | 'carePhone' | 'careHours'> | null }) {
  const [open, setOpen] = useState(false);
  const me = useSession();
  return (
    <div className="card">
      <h2>Need help with an order?</h2>
      <p className="muted">{care?.careHours || 'Our support team answers Monday to Saturday, 10 am to 7 pm IST.'}</p>
      <button type="button" className="btn btn-outline" aria-expanded={open} aria-controls="support-panel" onClick={() => setOpen((v) => !v)}>
        Get Support
      </button>
      <div id="support-panel" className="support-panel" hidden={!open}>
        {me?.authenticated && me.phoneNumber && !me.isStaff ? (
          <SupportForm phone={me.phoneNumber} />
        ) : (
          <p>
            <Link href="/login">Log in</Link> to open a support ticket about your orders, or write to us with the form on this page:
            each message gets a ticket number too.
          </p>
        )}
        {care && (care.careEmail || care.carePhone) && (
          <ul className="care-contacts">
            {care.careEmail && (
              <li>
                Email: <a href={`mailto:${care.careEmail}`}>{care.careEmail}</a>
              </li>
            )}
            {care.carePhone && (
              <li>
                Phone: <a href={telHref(care.carePhone)}>{care.carePhone}</a>
              </li>
            )}
          </ul>
        )}
      </div>
    </div>
  );
}
