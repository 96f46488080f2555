'use client';
/** The logged-in customer's own address (their profile's), or null for a visitor or the admin team. */
import { useEffect, useState } from 'react';
import { api } from '@/lib/api/client';
import type { Address } from '@/lib/api/types';

// the pincode box and the delivery address mount together: one read serves both (only while it is in flight,
// so a later log-in or address edit is never answered from an old read)
let inFlight: Promise<Address | null> | null = null;

function readProfileAddress(): Promise<Address | null> {
  inFlight ??= api
    .me()
    .then((me) => (me.authenticated && me.phoneNumber && !me.isStaff ? api.customer(me.phoneNumber) : null))
    .then((c) => (c ? { area: c.area, landmark: c.landmark, city: c.city, state: c.state, pinCode: c.pinCode } : null))
    .catch(() => null) // nothing to offer: the forms still work, the server uses the profile's
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

export function useProfileAddress(): Address | null {
  const [address, setAddress] = useState<Address | null>(null);
  useEffect(() => {
    let gone = false;
    void readProfileAddress().then((a) => !gone && setAddress(a));
    return () => {
      gone = true;
    };
  }, []);
  return address;
}
