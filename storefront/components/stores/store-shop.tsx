'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { newIdempotencyKey } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { type StorePage, type StoreProgress, storesApi } from '@/lib/api/stores';
import type { PlacedOrder } from '@/lib/api/types';
import { formatRupees } from '@/lib/format';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';
import { DesignProgress, useProgress } from './progress';

type Errors = Record<string, string>;

/** The store's designs with their live progress, and the buyer's form: design, colour, size, name, number, payment. */
export function StoreShop({ store, progress: first }: { store: StorePage; progress: StoreProgress }) {
  const t = useTranslations('storeShop');
  const progress = useProgress(store.slug, first);
  const closed = progress.status !== 'open'; // the server refuses past the closing time in any case
  const [position, setPosition] = useState(store.designs[0]?.position ?? 1);
  const design = store.designs.find((d) => d.position === position) ?? store.designs[0];
  const [colour, setColour] = useState(design?.colours[0]?.name ?? '');
  const [size, setSize] = useState('');
  const [name, setName] = useState('');
  const [number, setNumber] = useState('');
  const [payment, setPayment] = useState<'upi' | 'cod'>('upi');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState('');
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [key] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const [needsLogin, setNeedsLogin] = useState(false);

  const count = (p: number) => progress.designs.find((d) => d.position === p);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!size) {
      setErrors({ size: t('sizeMissing') });
      return;
    }
    setBusy(true);
    setErrors({});
    setMessage('');
    try {
      setPlaced(await storesApi.buy(store.slug, { design: position, colour, size, name, number, paymentMethod: payment, password }, key));
    } catch (err) {
      if (err instanceof ApiError) {
        if (err.status === 401) setNeedsLogin(true);
        setMessage(err.message);
        setErrors(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k.replace(/^team\.\d+$/, 'name'), v.join(' ')])));
      } else setMessage(t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ul className="store-designs">
        {store.designs.map((d) => {
          const c = count(d.position);
          return (
            <li key={d.position} className="store-design" data-testid={`store-design-${d.position}`}>
              <img src={d.imageUrl} width={600} height={800} alt={t('imageAlt', { title: d.title, product: d.product })} loading="lazy" />
              <h2 lang="en">{d.title}</h2>
              <p>
                <span lang="en">
                  {d.product}
                  {d.sleeve ? ` (${d.sleeve})` : ''}
                </span>{' '}
                · {formatRupees(d.price)}
                {Number(d.fundraising) > 0
                  ? t.rich('includes', { amount: formatRupees(d.fundraising), organiser: store.organiser, name: (chunks) => <span lang="en">{chunks}</span> })
                  : ''}
              </p>
              <DesignProgress ordered={c?.ordered ?? d.ordered} minimum={d.minimum} />
            </li>
          );
        })}
      </ul>
      {closed ? (
        <Notice kind="info" data-testid="store-closed">
          {t('closedNotice')}
        </Notice>
      ) : placed ? (
        <Notice kind="ok" data-testid="store-placed">
          {placed.message}{' '}
          {t.rich('placed', {
            orderId: placed.order.orderId,
            link: (chunks) => <Link href={`/oandr/order/${placed.order.orderId}`}>{chunks}</Link>,
          })}
        </Notice>
      ) : (
        <form className="store-buy" onSubmit={submit} noValidate aria-label={t('form')}>
          <FormField id="store-design" label={t('design')} error={errors.design}>
            <select {...fieldAria('store-design', errors.design)} value={position} onChange={(e) => setPosition(Number(e.target.value))}>
              {store.designs.map((d) => (
                <option key={d.position} value={d.position}>
                  {d.title} · {formatRupees(d.price)}
                </option>
              ))}
            </select>
          </FormField>
          <fieldset className="store-swatches">
            <legend>{t('colour')}</legend>
            {design?.colours.map((c) => (
              <label key={c.name}>
                <input type="radio" name="colour" value={c.name} checked={colour === c.name} onChange={() => setColour(c.name)} />
                <span className="store-swatch" style={{ background: c.hex }} aria-hidden="true" />
                <span lang="en">{c.name}</span>
              </label>
            ))}
          </fieldset>
          {errors.colour && <span className="field-error">{errors.colour}</span>}
          <FormField id="store-size" label={t('size')} error={errors.size}>
            <select {...fieldAria('store-size', errors.size)} value={size} onChange={(e) => setSize(e.target.value)}>
              <option value="">{t('chooseSize')}</option>
              {design?.sizes.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </FormField>
          <a href="/size-chart.pdf" target="_blank" rel="noopener">
            {t('sizeChart')}
          </a>
          {store.namesAsked && (
            <FormField id="store-name" label={t('name')} error={errors.name}>
              <input {...fieldAria('store-name', errors.name)} value={name} maxLength={24} onChange={(e) => setName(e.target.value)} />
            </FormField>
          )}
          {store.numbersAsked && (
            <FormField id="store-number" label={store.uniqueNumbers ? t('numberUnique') : t('number')} error={errors.number}>
              <input {...fieldAria('store-number', errors.number)} inputMode="numeric" value={number} maxLength={3} onChange={(e) => setNumber(e.target.value)} />
            </FormField>
          )}
          {store.needsPassword && (
            <FormField id="store-password" label={t('password')} error={errors.password}>
              <input {...fieldAria('store-password', errors.password)} type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </FormField>
          )}
          <FormField id="store-payment" label={t('payment')} error={errors.payment_method}>
            <select {...fieldAria('store-payment', errors.payment_method)} value={payment} onChange={(e) => setPayment(e.target.value as 'upi' | 'cod')}>
              <option value="upi">UPI</option>
              {store.allowCod && <option value="cod">{t('cod')}</option>}
            </select>
          </FormField>
          {message && (
            <Notice kind="error" data-testid="store-error">
              {message} {needsLogin && <Link href={`/login?next=/store/${store.slug}`}>{t('logIn')}</Link>}
            </Notice>
          )}
          <button className="btn" type="submit" disabled={busy}>
            {busy ? t('placing') : t('orderFor', { price: design ? formatRupees(design.price) : '' })}
          </button>
        </form>
      )}
    </>
  );
}
