import type { Metadata } from 'next';
import { DeliveryAnswer } from '@/components/ndr/delivery-answer';
import { setPageLocale } from '@/i18n/page';
import { withClientMessages } from '@/i18n/client-messages';

/** A failed delivery by its secret link: never indexed, never kept in a shared cache (read in the browser). */
export const metadata: Metadata = { title: 'Your delivery', robots: { index: false, follow: false }, referrer: 'no-referrer' };

type Props = { params: Promise<{ token: string }> };

async function DeliveryPage({ params }: Props) {
  await setPageLocale(params);
  const { token } = await params;
  return (
    <div className="container page" style={{ maxWidth: 560 }}>
      <DeliveryAnswer token={decodeURIComponent(token)} />
    </div>
  );
}

export default withClientMessages(['tracking'], DeliveryPage);
