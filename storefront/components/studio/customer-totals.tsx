'use client';
/** The logged-in customer's total due and total paid, as the design page shows them. */
import { useEffect, useState } from 'react';
import { api } from '@/lib/api/client';
import { totalDue, totalPaid } from '@/lib/api/orders';
import { rupees } from '@/lib/studio/rules';

export function CustomerTotals() {
  const [totals, setTotals] = useState<{ due: number; paid: number } | null>(null);
  useEffect(() => {
    let live = true;
    (async () => {
      try {
        const me = await api.me();
        if (!me.authenticated || !me.phoneNumber) return;
        const [due, paid] = await Promise.all([totalDue(me.phoneNumber), totalPaid(me.phoneNumber)]);
        if (live) setTotals({ due, paid });
      } catch {
        // totals are a convenience: the page works without them
      }
    })();
    return () => {
      live = false;
    };
  }, []);
  if (!totals) return null;
  return (
    <p className="notice notice-info" data-testid="customer-totals">
      Your total due: <strong>{rupees(totals.due)}</strong> · Total paid: <strong>{rupees(totals.paid)}</strong>
    </p>
  );
}
