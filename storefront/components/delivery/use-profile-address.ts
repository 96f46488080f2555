'use client';
/** The logged-in customer's own address (their profile's), or null for a visitor or the admin team. */
import { useEffect, useState } from 'react';
import { api } from '@/lib/api/client';
import type { Address } from '@/lib/api/types';

export function useProfileAddress(): Address | null {
  const [address, setAddress] = useState<Address | null>(null);
  useEffect(() => {
    let gone = false;
    api
      .me()
      .then((me) => (me.authenticated && me.phoneNumber && !me.isStaff ? api.customer(me.phoneNumber) : null))
      .then((c) => {
        if (!gone && c) setAddress({ area: c.area, landmark: c.landmark, city: c.city, state: c.state, pinCode: c.pinCode });
      })
      .catch(() => undefined); // nothing to offer: the forms still work, the server uses the profile's
    return () => {
      gone = true;
    };
  }, []);
  return address;
}
