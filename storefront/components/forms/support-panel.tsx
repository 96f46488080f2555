'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
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
  const t = useTranslations('contactPage');
  return (
    <div className="card">
      <h2>{t('supportTitle')}</h2>
      <p className="muted">{care?.careHours ? <span lang="en">{care.careHours}</span> : t('careHours')}</p>
      <button type="button" className="btn btn-outline" aria-expanded={open} aria-controls="support-panel" onClick={() => setOpen((v) => !v)}>
        {t('getSupport')}
      </button>
      <div id="support-panel" className="support-panel" hidden={!open}>
        {me?.authenticated && me.phoneNumber && !me.isStaff ? (
          <SupportForm phone={me.phoneNumber} />
        ) : (
          <p>
            {t.rich('supportVisitor', { login: (words) => <Link href="/login">{words}</Link> })}
          </p>
        )}
        {care && (care.careEmail || care.carePhone) && (
          <ul className="care-contacts">
            {care.careEmail && (
              <li>
                {t('email')}: <a href={`mailto:${care.careEmail}`}>{care.careEmail}</a>
              </li>
            )}
            {care.carePhone && (
              <li>
                {t('phone')}: <a href={telHref(care.carePhone)}>{care.carePhone}</a>
              </li>
            )}
          </ul>
        )}
      </div>
    </div>
  );
}
