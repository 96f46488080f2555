'use client';
/** The end of the studio's form: what stops the order (address, form, log-in), Confirm Order and Return. */
import Link from 'next/link';
import { customerHomeHref } from '@/components/layout/nav-links';
import { Notice } from '@/components/ui/notice';
import { LOG_IN_TO_ORDER } from './use-confirm-order';

interface Props {
  /** The server's word on the shipping address (the order needs one). */
  addressError?: string;
  formError: string;
  /** The session says nobody is logged in (not merely not known yet). */
  loggedOut: boolean;
  returnPhone: string;
  sending: boolean;
}

export function ConfirmBar({ addressError, formError, loggedOut, returnPhone, sending }: Props) {
  return (
    <>
      {addressError && (
        <Notice kind="error">
          {addressError} <Link href={customerHomeHref(returnPhone)}>Edit your address</Link>
        </Notice>
      )}
      {formError && (
        <Notice kind="error" data-testid="form-error">
          {formError} {formError === LOG_IN_TO_ORDER && <Link href="/login">Log in</Link>}
        </Notice>
      )}
      {loggedOut && !formError && (
        <Notice kind="info">
          Design freely; <Link href="/login">log in</Link> to place your order.
        </Notice>
      )}
      <div className="studio-actions">
        <button type="submit" className="btn" disabled={sending}>
          {sending ? 'Sending your order…' : 'Confirm Order'}
        </button>
        <Link className="btn btn-outline" href={customerHomeHref(returnPhone)}>
          Return
        </Link>
      </div>
    </>
  );
}
