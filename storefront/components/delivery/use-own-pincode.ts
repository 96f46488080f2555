'use client';
/** The logged-in customer's own pincode (from their profile), or '' for a visitor or the admin team. */
import { useProfileAddress } from './use-profile-address';

export function useOwnPincode(): string {
  return useProfileAddress()?.pinCode ?? '';
}
