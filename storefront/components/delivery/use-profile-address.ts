'use client';
/** The logged-in customer's own address (their profile's), or null for a visitor or the admin team. */
import { useEffect, useState } from 'react';
import { api } from '@/lib/api/client';
import type { Address } from '@/lib/api/types';
import { useSession } from '@/lib/session';

// the pincode box and the delivery address mount together: one read serves both (only while it is in flight,
// so a later log-in or address edit is never answered from an old read)
const inFlight = new Map<string, Promise<Address | null>>();

function readProfileAddress(phone: string): Promise<Address | null> {
  let read = inFlight.get(phone);
  if (!read) {
    read = api
      .customer(phone)
      .then((c): Address => ({ area: c.area, landmark: c.landmark, city: c.city, state: c.state, pinCode: c.pinCode }))
      .catch(() => null) // nothing to offer: the forms still work, the server uses the profile's
      .finally(() => inFlight.delete(phone));
    inFlight.set(phone, read);
  }
  return read;
}

export function useProfileAddress(): Address | null {
  const me = useSession();
  const phone = me?.authenticated && !me.isStaff ? me.phoneNumber : null;
  const [found, setFound] = useState<{ phone: string; address: Address | null } | null>(null);
  useEffect(() => {
    if (!phone) return;
    let gone = false;
    void readProfileAddress(phone).then((address) => !gone && setFound({ phone, address }));
    return () => {
      gone = true;
    };
  }, [phone]);
  return phone && found?.phone === phone ? found.address : null;
}
