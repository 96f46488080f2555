'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { useAnswerText, useFieldErrors, useMessageOr } from '@/i18n/error-text';
import { type NeededBy, type Position, type StudioDesign, quotesApi } from '@/lib/api/quotes';
import type { Colour } from '@/lib/api/types';
import { refreshSession, useSession } from '@/lib/session';
import { FilePicker } from '@/components/ui/file-picker';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';
import { AccountFields, AddressFields, BusinessFields, type Errors, SizesGrid, TextField, type Values } from './parts';

const POSITIONS: Position[] = ['front', 'back', 'left_sleeve', 'right_sleeve'];

type Props = { products: { slug: string; name: string }[]; colours: Colour[]; sizes: string[] };

export function QuoteRequestForm({ products, colours, sizes }: Props) {
  const me = useSession();
  const visitor = me !== null && !me.authenticated;
  const [values, setValues] = useState<Values>({ product: '', colour: '' });
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [positions, setPositions] = useState<Position[]>(['front']);
  const [artwork, setArtwork] = useState<File | null>(null);
  const [designs, setDesigns] = useState<StudioDesign[]>([]);
  const [asBusiness, setAsBusiness] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState<{ key: string; answer: NeededBy } | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string; reference?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useTranslations('quoteForm');
  const messageOr = useMessageOr();
  const fieldErrors = useFieldErrors();
  const answerText = useAnswerText();
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const pin = values['address.pin_code'] ?? '';
  const neededBy = values.needed_by ?? '';

  useEffect(() => {
    if (me?.authenticated) quotesApi.myDesigns().then(setDesigns, () => setDesigns([]));
  }, [me?.authenticated]);
  const key = `${pin}|${neededBy}`;
  useEffect(() => {
    if (!/^\d{6}$/.test(pin)) return;
    // an answer to an earlier pincode or date that arrives late is dropped: only the latest question's is shown
    let live = true;
    quotesApi.neededBy(pin, neededBy).then(
      (answer) => live && setChecked({ key: `${pin}|${neededBy}`, answer }),
      () => live && setChecked(null),
    );
    return () => {
      live = false;
    };
  }, [pin, neededBy]);
  // what the delivery estimate says about this pincode and date (an answer for other values is not shown)
  const when = checked?.key === key && /^\d{6}$/.test(pin) ? checked.answer : null;

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      const v = (name: string) => (values[name] ?? '').trim();
      const answer = await quotesApi.request({
        product: v('product'),
        colour: v('colour'),
        sizes: Object.entries(counts).map(([size, n]) => ({ size, quantity: Number.parseInt(n, 10) || 0 })).filter((s) => s.quantity > 0),
        positions,
        neededBy: v('needed_by'),
        notes: v('notes'),
        address: { area: v('address.area'), landmark: v('address.landmark'), city: v('address.city'), state: v('address.state'), pinCode: pin },
        business: asBusiness
          ? { name: v('business.name'), gstin: v('business.gstin'), address: v('business.address'), pin_code: v('business.pin_code'), state: v('business.state') }
          : null,
        designOrderId: v('design_order_id'),
        account: visitor
          ? { name: v('account.name'), phoneNumber: v('account.phone_number'), email: v('account.email'), password: v('account.password'), confirmPassword: v('account.confirm_password') }
          : null,
        artwork,
      });
      setErrors({});
      setResult({ ok: true, text: `${answerText(answer.message)} ${answerText(answer.needed_by_message)}`, reference: answer.reference });
      if (visitor) await refreshSession();
    } catch (err) {
      setErrors(fieldErrors(err, Object.keys((err as { errors?: object }).errors ?? {})));
      setResult({ ok: false, text: messageOr(err, t('sendFailed')) });
    } finally {
      setBusy(false);
    }
  }

  if (result?.ok)
    return (
      <div className="card">
        <Notice kind="ok">{result.text}</Notice>
        {result.reference && (
          <p className="quote-reference">
            {t.rich('reference', { reference: result.reference, strong: (words) => <strong>{words}</strong> })}
          </p>
        )}
        <p>
          {t.rich('followUnder', { quotes: (words) => <Link href="/customerpilot/quotes">{words}</Link> })}
        </p>
      </div>
    );
  const f = { values, errors, set };
  return (
    <form onSubmit={onSubmit} noValidate className="card quote-form" aria-label={t('ask')}>
      <div className="form-grid">
        <FormField id="q-product" label={t('product')} error={errors.product}>
          <select {...fieldAria('q-product', errors.product)} value={values.product} onChange={(e) => set('product', e.target.value)}>
            <option value="">{t('chooseProduct')}</option>
            {products.map((p) => (
              <option key={p.slug} value={p.slug}>{p.name}</option>
            ))}
          </select>
        </FormField>
        <FormField id="q-colour" label={t('colour')} error={errors.colour}>
          <select {...fieldAria('q-colour', errors.colour)} value={values.colour} onChange={(e) => set('colour', e.target.value)}>
            <option value="">{t('chooseColour')}</option>
            {colours.map((c) => (
              <option key={c.name} value={c.name}>{c.name}</option>
            ))}
          </select>
        </FormField>
      </div>
      <SizesGrid sizes={sizes.filter((s) => s !== 'More than 5XL')} counts={counts} error={errors.sizes} onChange={(size, n) => setCounts((c) => ({ ...c, [size]: n }))} />
      <fieldset aria-describedby={errors.positions ? 'q-positions-error' : undefined}>
        <legend>{t('whereToPrint')}</legend>
        <div className="quote-positions">
          {POSITIONS.map((p) => (
            <label key={p} className="check">
              <input type="checkbox" checked={positions.includes(p)} onChange={(e) => setPositions((ps) => (e.target.checked ? [...ps, p] : ps.filter((x) => x !== p)))} /> {t(`position.${p}`)}
            </label>
          ))}
        </div>
        {errors.positions && <span className="field-error" id="q-positions-error">{errors.positions}</span>}
      </fieldset>
      <FormField id="q-artwork" label={t('artwork')} error={errors.artwork}>
        <FilePicker
          {...fieldAria('q-artwork', errors.artwork)}
          accept="image/png,image/jpeg"
          chosen={artwork?.name ?? ''}
          onChange={(e) => setArtwork(e.target.files?.[0] ?? null)}
        />
      </FormField>
      {designs.length > 0 && (
        <FormField id="q-design" label={t('useDesign')} error={errors.design_order_id}>
          <select {...fieldAria('q-design', errors.design_order_id)} value={values.design_order_id ?? ''} onChange={(e) => set('design_order_id', e.target.value)}>
            <option value="">{t('none')}</option>
            {designs.map((d) => (
              <option key={d.order_id} value={d.order_id}>{`${d.product}, ${d.colour_name} (${d.order_id})`}</option>
            ))}
          </select>
        </FormField>
      )}
      <AddressFields {...f} />
      <TextField name="needed_by" label={t('neededBy')} type="date" {...f} />
      {when && <Notice kind={when.possible ? 'ok' : 'info'}>{answerText(when.message)}</Notice>}
      <label className="check">
        <input type="checkbox" checked={asBusiness} onChange={(e) => setAsBusiness(e.target.checked)} /> {t('forBusiness')}
      </label>
      {asBusiness && <BusinessFields {...f} />}
      {visitor && <AccountFields {...f} />}
      <FormField id="q-notes" label={t('notes')} error={errors.notes} className="field">
        <textarea id="q-notes" value={values.notes ?? ''} onChange={(e) => set('notes', e.target.value)} />
      </FormField>
      {result && <Notice kind="error">{result.text}</Notice>}
      <button type="submit" className="btn" disabled={busy}>
        {busy ? t('sending') : t('ask')}
      </button>
    </form>
  );
}
