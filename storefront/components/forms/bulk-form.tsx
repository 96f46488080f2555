'use client';

import { useState } from 'react';
import { api } from '@/lib/api/client';
import { formFieldErrors, messageOr } from '@/lib/api/errors';
import { BULK_MIN_PIECES, type BulkFields, validateBulk } from '@/lib/validation';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';

type Fields = BulkFields;
const EMPTY: Fields = { name: '', email: '', phone_number: '', product: '', quantity: '50', message: '' };

export function BulkForm({ products }: { products: { slug: string; name: string }[] }) {
  const [values, setValues] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const found = validateBulk(values);
    setErrors(found);
    setResult(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const text = await api.bulk({ ...values, quantity: Number(values.quantity) });
      setResult({ ok: true, text });
      setValues(EMPTY);
    } catch (err) {
      setErrors(formFieldErrors(err, Object.keys(EMPTY) as (keyof Fields)[]));
      setResult({ ok: false, text: messageOr(err, 'Your enquiry could not be sent. Please try again.') });
    } finally {
      setBusy(false);
    }
  }

  const field = (key: keyof Fields, label: string, input: React.ReactNode) => (
    <FormField id={`bulk-${key}`} label={label} error={errors[key]} className={key === 'message' ? 'field span-2' : 'field'}>
      {input}
    </FormField>
  );
  const common = (key: keyof Fields) => ({
    ...fieldAria(`bulk-${key}`, errors[key]),
    name: key,
    value: values[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="card" aria-label="Bulk order enquiry">
      <div className="form-grid">
        {field('name', 'Name', <input {...common('name')} autoComplete="name" required />)}
        {field('email', 'Email', <input {...common('email')} type="email" autoComplete="email" required />)}
        {field('phone_number', 'Phone number', <input {...common('phone_number')} type="tel" inputMode="numeric" autoComplete="tel-national" required />)}
        {field(
          'product',
          'Product',
          <select {...common('product')} required>
            <option value="">Choose a product</option>
            {products.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.name}
              </option>
            ))}
          </select>,
        )}
        {field('quantity', 'Quantity', <input {...common('quantity')} type="number" min={BULK_MIN_PIECES} inputMode="numeric" required />)}
        {field('message', 'Tell us about your order', <textarea {...common('message')} />)}
      </div>
      {result && <Notice kind={result.ok ? 'ok' : 'error'}>{result.text}</Notice>}
      <button type="submit" className="btn" disabled={busy}>
        {busy ? 'Sending…' : 'Send enquiry'}
      </button>
    </form>
  );
}
