'use client';
import { useTranslations } from 'next-intl';
/** The end of the studio's form: what stops the order (address, form, log-in), Confirm Order and Return. */
import { Link } from '@/i18n/navigation';
import { customerHomeHref } from '@/components/layout/nav-links';
import { Notice } from '@/components/ui/notice';

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
  const t = useTranslations('studio');
  return (
    <>
      {addressError && (
        <Notice kind="error">
          {addressError} <Link href={customerHomeHref(returnPhone)}>{t('editAddress')}</Link>
        </Notice>
      )}
      {formError && (
        <Notice kind="error" data-testid="form-error">
          {formError} {formError === t('logInToOrder') && <Link href="/login">{t('logIn')}</Link>}
        </Notice>
      )}
      {loggedOut && !formError && (
        <Notice kind="info">
          {t.rich('designFreely', { login: (chunks) => <Link href="/login">{chunks}</Link> })}
        </Notice>
      )}
      <div className="studio-actions">
        <button type="submit" className="btn" disabled={sending}>
          {sending ? t('sending') : t('confirm')}
        </button>
        <Link className="btn btn-outline" href={customerHomeHref(returnPhone)}>
          {t('return')}
        </Link>
      </div>
    </>
  );
}
