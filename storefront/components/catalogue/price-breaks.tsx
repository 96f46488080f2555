import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { formatRupees } from '@/lib/format';
import { type ItemPriceTable, type PriceTable, savingPercent } from '@/lib/api/price-breaks';

/**
 * The bulk tables, server-rendered: a product type's unit price by the order's quantity, printed on one side or on
 * both, and its one-off setup charges; a ready-made item's price per piece by quantity. Three narrow columns, so the
 * table reads at 360 px without scrolling sideways.
 */
export function PriceBreakTable({ table, headingLevel = 2 }: { table: PriceTable; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const t = useTranslations('priceBreaks');
  const id = `breaks-${table.productType}`;
  const first = table.tiers[0]?.oneSide ?? 0;
  const tierText = useTierText();
  return (
    <section className="price-breaks" aria-labelledby={id} data-testid={id}>
      <Heading id={id}>{table.name}</Heading>
      {table.printMethod && (
        <p className="muted small" lang="en">
          {table.printMethod}
        </p>
      )}
      <table className="breaks-table">
        <caption className="visually-hidden">{t('caption', { name: table.name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('quantity')}</th>
            <th scope="col">{t('oneSide')}</th>
            <th scope="col">{t('bothSides')}</th>
          </tr>
        </thead>
        <tbody>
          {table.tiers.map((tier) => {
            const saving = savingPercent(first, tier.oneSide);
            return (
              <tr key={tier.label}>
                <th scope="row">
                  {tierText(tier)}
                  {saving > 0 && <span className="saving">{t('save', { saving })}</span>}
                </th>
                <td>{formatRupees(tier.oneSide)}</td>
                <td>{formatRupees(tier.bothSides)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {table.setup.length > 0 && (
        <p className="small setup-charges">
          {t('setup')}{' '}
          {table.setup.map((c, i) => (
            <span key={c.label}>
              {i > 0 && ', '}
              <span lang="en">{c.label}</span> {formatRupees(c.amount)}
            </span>
          ))}
          .
        </p>
      )}
    </section>
  );
}

/** The words under every bulk table: what the quantity counts and what the prices include. */
export function BulkPriceNotes() {
  const t = useTranslations('priceBreaks');
  return <p className="muted small">{t('bulkNote')}</p>;
}

/** A tier's quantities in words ('1–9 pieces', '250+ pieces'), in the page's language. */
function useTierText(): (tier: { minQuantity: number; maxQuantity: number | null }) => string {
  const t = useTranslations('priceBreaks');
  return (tier) =>
    tier.maxQuantity === null
      ? t('piecesFrom', { min: tier.minQuantity })
      : tier.maxQuantity === tier.minQuantity
        ? t('pieces', { count: tier.minQuantity })
        : t('piecesRange', { min: tier.minQuantity, max: tier.maxQuantity });
}

/** A ready-made item's price per piece as the order grows (only when its product has price breaks). */
export function ItemPriceBreaks({ table }: { table: ItemPriceTable }) {
  const t = useTranslations('priceBreaks');
  const tierText = useTierText();
  if (table.tiers.length < 2) return null;
  return (
    <section className="price-breaks" aria-labelledby="item-breaks" data-testid="item-price-breaks">
      <h2 id="item-breaks">{t('team')}</h2>
      <table className="breaks-table breaks-table-two">
        <thead>
          <tr>
            <th scope="col">{t('quantity')}</th>
            <th scope="col">{t('perPiece')}</th>
          </tr>
        </thead>
        <tbody>
          {table.tiers.map((tier) => (
            <tr key={tier.label}>
              <th scope="row">{tierText(tier)}</th>
              <td>{formatRupees(tier.unitPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted small">{t.rich('note', { bulk: (chunks) => <Link href="/bulk">{chunks}</Link> })}</p>
    </section>
  );
}
