import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { statementUrl, type StoreDashboard } from '@/lib/api/store-organiser';
import { formatDateTime, formatRupees } from '@/lib/format';

/**
 * The organiser's own view of their store: each design's progress to its minimum (and its outcome after the close),
 * the pieces per design and size, the money collected and their margin, the names and numbers to print, and the
 * statement with its roster as XLSX; a draft (a duplicate the shop has not opened) as a preview, without the store's
 * link. A server component: the page reads the dashboard with the organiser's cookie.
 */
export async function OrganiserDashboard({ dashboard: d }: { dashboard: StoreDashboard }) {
  const t = await getTranslations('storeOrganiser');
  const open = d.status === 'open';
  const draft = d.status === 'draft'; // the organiser's preview of a store the shop has not opened yet
  const titles = new Map(d.designs.map((design) => [design.position, design.title]));
  return (
    <div className="container page store-page store-organiser">
      <h1>{t.rich('title', { store: d.title, name: (chunks) => <span lang="en">{chunks}</span> })}</h1>
      <p className="store-lead">
        {draft
          ? t('draft', { when: formatDateTime(d.opensAt) })
          : open
            ? t('openUntil', { when: formatDateTime(d.closesAt) })
            : t('closedAt', { when: formatDateTime(d.closesAt) })}
      </p>
      <p>
        {draft ? null : <Link href={`/store/${d.slug}`}>{t('storeLink')}</Link>}
        {d.password ? `${draft ? '' : ' · '}${t('password', { password: d.password })}` : ''}
      </p>
      <p>
        <a className="btn" href={statementUrl(d.slug)} download data-testid="organiser-statement">
          {t('download')}
        </a>
      </p>

      <section aria-labelledby="organiser-designs">
        <h2 id="organiser-designs">{t('designs')}</h2>
        <ul className="store-organiser-designs">
          {d.designs.map((design) => (
            <li key={design.position} data-testid={`organiser-design-${design.position}`}>
              <strong lang="en">{design.title}</strong> · {formatRupees(design.price)}
              <div className="store-progress">
                <progress max={design.minimum} value={Math.min(design.ordered, design.minimum)} aria-label={t('progressLabel', { design: design.title })} />
                <span>{t('progress', { ordered: design.ordered, minimum: design.minimum })}</span>
              </div>
              <span className="store-organiser-note">
                {design.outcome === 'batch'
                  ? t('outcomeBatch')
                  : design.outcome === 'refunded'
                    ? t('outcomeRefunded')
                    : design.ordered >= design.minimum
                      ? t('reached')
                      : t('missing', { count: design.minimum - design.ordered })}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="organiser-sizes">
        <h2 id="organiser-sizes">{t('perSize')}</h2>
        {d.perSize.length === 0 ? (
          <p>{t('noOrders')}</p>
        ) : (
          <table className="store-organiser-table">
            <thead>
              <tr>
                <th scope="col">{t('design')}</th>
                <th scope="col">{t('size')}</th>
                <th scope="col">{t('pieces')}</th>
              </tr>
            </thead>
            <tbody>
              {d.perSize.map((row) => (
                <tr key={`${row.design}-${row.size}`}>
                  <td lang="en">{row.design}</td>
                  <td>{row.size}</td>
                  <td>{row.pieces}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="organiser-money">
        <h2 id="organiser-money">{t('money')}</h2>
        <dl className="store-organiser-money" data-testid="organiser-money">
          <dt>{t('orders')}</dt>
          <dd>{d.orders}</dd>
          <dt>{t('collected')}</dt>
          <dd>{formatRupees(d.collected)}</dd>
          <dt>{t('margin')}</dt>
          <dd>{formatRupees(d.margin)}</dd>
          <dt>{t('shopShare')}</dt>
          <dd>{formatRupees(d.shopShare)}</dd>
        </dl>
      </section>

      {(d.namesAsked || d.numbersAsked) && (
        <section aria-labelledby="organiser-roster" className="store-roster">
          <h2 id="organiser-roster">{t('roster')}</h2>
          <p className="store-organiser-note">{d.showRoster ? t('rosterShown') : t('rosterYours')}</p>
          {d.roster.length === 0 ? (
            <p>{t('noOrders')}</p>
          ) : (
            <ul>
              {d.roster.map((r, i) => (
                <li key={i} lang="en">
                  {r.name} {r.number} ({r.size}) · {titles.get(r.design) ?? ''}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
