'use client';
import { useTranslations } from 'next-intl';
/** The logged-in customer's total due and total paid, as the design page shows them. */
import { useEffect, useState } from 'react';
import { Notice } from '@/components/ui/notice';
import { api } from '@/lib/api/client';
import { formatRupees } from '@/lib/format';
import { useSession } from '@/lib/session';

export function CustomerTotals() {
  const me = useSession();
  const phone = me?.authenticated ? me.phoneNumber : null;
  const t = useTranslations('designPage');
  const [totals, setTotals] = useState<{ due: number; paid: number } | null>(null);
  useEffect(() => {
    if (!phone) return;
    let live = true;
    Promise.all([api.totalDue(phone), api.totalPaid(phone)])
      .then(([due, paid]) => live && setTotals({ due, paid }))
      .catch(() => undefined); // totals are a convenience: the page works without them
    return () => {
      live = false;
    };
  }, [phone]);
  if (!totals || !phone) return null;
  return (
    <Notice kind="info" data-testid="customer-totals">
      {t.rich('totals', { due: formatRupees(totals.due), paid: formatRupees(totals.paid), strong: (words) => <strong>{words}</strong> })}
    </Notice>
  );
}
