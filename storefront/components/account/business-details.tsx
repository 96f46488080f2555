'use client';
/** The account's business (B2B): legal name, GSTIN, billing address, PIN code and state, offered at checkout for GST invoices. */
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useState } from 'react';
import { useMessageOr, useFieldErrors } from '@/i18n/error-text';
import { BUSINESS_LABELS, BusinessInputs, withGstinState } from '@/components/checkout/business-fields';
import { Notice } from '@/components/ui/notice';
import { accountApi, type Business, NO_BUSINESS } from '@/lib/api/account';

const FIELDS = Object.keys(BUSINESS_LABELS) as (keyof Business)[];

export function BusinessDetails() {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<Business>(NO_BUSINESS);
  const [errors, setErrors] = useState<Partial<Record<keyof Business, string>>>({});
  const [notice, setNotice] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useTranslations('account');
  const errorText = useMessageOr();
  const fieldErrors = useFieldErrors();

  useEffect(() => {
    accountApi
      .business()
      .then((saved) => setValue(saved.state ? saved : withGstinState(saved)))
      .catch(() => undefined);
  }, []);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    setNotice(null);
    try {
      setValue(await accountApi.saveBusiness(value));
      setNotice({ kind: 'ok', text: value.gstin ? t('businessSaved') : t('businessRemoved') });
    } catch (error) {
      setErrors(fieldErrors(error, FIELDS));
      setNotice({ kind: 'error', text: errorText(error, t('businessFailed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section>
      <button type="button" className="btn btn-outline" aria-expanded={open} aria-controls="business-form" onClick={() => setOpen((v) => !v)}>
        {t('businessButton')}
      </button>
      <form id="business-form" hidden={!open} onSubmit={onSubmit} noValidate aria-label={t('businessTitle')} className="card" style={{ marginTop: 12 }}>
        <BusinessInputs idPrefix="account-business" value={value} onChange={setValue} errorFor={(key) => errors[key]} />
        {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
        <button type="submit" className="btn" disabled={busy}>
          {t('businessSave')}
        </button>
      </form>
    </section>
  );
}
