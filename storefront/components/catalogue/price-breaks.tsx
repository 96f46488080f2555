import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { formatRupees } from '@/lib/format';
import { type ItemPriceTable, type PriceTable, savingPercent, tierWords } from '@/lib/api/price-breaks';

/**
 * The bulk tables, server-rendered: a product type's unit price by the order's quantity, printed on one side or on
 * both, and its one-off setup charges; a ready-made item's price per piece by quantity. Three narrow columns, so the
 * table reads at 360 px without scrolling sideways.
 */
export function PriceBreakTable({ table, headingLevel = 2 }: { table: PriceTable; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const id = `breaks-${table.productType}`;
  const first = table.tiers[0]?.oneSide ?? 0;
  return (
    <section className="price-breaks" aria-labelledby={id} data-testid={id}>
      <Heading id={id}>{table.name}</Heading>
      {table.printMethod && <p className="muted small">{table.printMethod}</p>}
      <table className="breaks-table">
        <caption className="visually-hidden">{table.name}: price per piece by quantity in one order</caption>
        <thead>
          <tr>
            <th scope="col">Quantity</th>
            <th scope="col">One side</th>
            <th scope="col">Both sides</th>
          </tr>
        </thead>
        <tbody>
          {table.tiers.map((tier) => {
            const saving = savingPercent(first, tier.oneSide);
            return (
              <tr key={tier.label}>
                <th scope="row">
                  {tierWords(tier)}
                  {saving > 0 && <span className="saving">save {saving}%</span>}
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
          One-off setup for a bulk order:{' '}
          {table.setup.map((c, i) => (
            <span key={c.label}>
              {i > 0 && ', '}
              {c.label} {formatRupees(c.amount)}
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
  return (
    <p className="muted small">
      Price per piece, GST included. The quantity is the order&apos;s pieces of one product in all sizes and colours; a
      full-sleeve tee adds its sleeve&apos;s difference at every quantity.
    </p>
  );
}

/** A ready-made item's price per piece as the order grows (only when its product has price breaks). */
export function ItemPriceBreaks({ table }: { table: ItemPriceTable }) {
  const t = useTranslations('priceBreaks');
  if (table.tiers.length < 2) return null;
  const tierText = (tier: ItemPriceTable['tiers'][number]) =>
    tier.maxQuantity === null
      ? t('piecesFrom', { min: tier.minQuantity })
      : tier.maxQuantity === tier.minQuantity
        ? t('pieces', { count: tier.minQuantity })
        : t('piecesRange', { min: tier.minQuantity, max: tier.maxQuantity });
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
