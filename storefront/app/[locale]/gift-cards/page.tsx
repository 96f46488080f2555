import type { Metadata } from 'next';
import { GiftCardForm } from '@/components/wallet/gift-card-form';
import { type LocaleProps, setPageLocale } from '@/i18n/page';

export const metadata: Metadata = { title: 'Gift cards' };
/** A person's own purchase: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

export default async function GiftCardsPage({ params }: LocaleProps) {
  await setPageLocale(params);
  return (
    <div className="container page">
      <h1>Gift cards</h1>
      <p>Send a Rangrez gift card by e-mail, on the day you choose, with your message.</p>
      <GiftCardForm />
    </div>
  );
}
