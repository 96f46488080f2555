/** The Details and Features tabs: the facts the team keeps per catalogue item and product type. */
import type { ProductDetails } from '@/lib/api/reviews';

const ROWS: { key: keyof ProductDetails; label: string }[] = [
  { key: 'material', label: 'Material' },
  { key: 'gsm', label: 'Fabric weight' },
  { key: 'fit', label: 'Fit' },
  { key: 'printMethod', label: 'Print method' },
  { key: 'care', label: 'Care' },
  { key: 'countryOfOrigin', label: 'Country of origin' },
];

const shown = (details: ProductDetails, key: keyof ProductDetails): string => {
  const value = details[key];
  if (key === 'gsm') return value ? `${value} GSM` : '';
  return typeof value === 'string' ? value.trim() : '';
};

export function DetailsList({ details, extra = [] }: { details: ProductDetails; extra?: { label: string; value: string }[] }) {
  const rows = [...ROWS.map((r) => ({ label: r.label, value: shown(details, r.key) })), ...extra].filter((r) => r.value);
  return (
    <dl className="facts">
      {rows.map((r) => (
        <div key={r.label}>
          <dt>{r.label}</dt>
          <dd>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function FeatureList({ features, fallback }: { features: string[]; fallback?: string }) {
  if (features.length === 0) return fallback ? <p>{fallback}</p> : null;
  return (
    <ul className="features">
      {features.map((f) => (
        <li key={f}>{f}</li>
      ))}
    </ul>
  );
}
