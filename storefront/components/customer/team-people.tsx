/** A team order's people on the customer's order: each piece's name, number and size, in the sheet's order. */
import { useTranslations } from 'next-intl';
import type { TeamPerson } from '@/lib/api/types';

export function TeamPeople({ people, orderId }: { people?: TeamPerson[]; orderId: string }) {
  const t = useTranslations('account');
  if (!people?.length) return null;
  return (
    <details className="team-people">
      <summary>
        {t('peopleSummary', { count: people.length })}
      </summary>
      <table aria-label={t('peopleLabel', { orderId })}>
        <thead>
          <tr>
            <th scope="col">{t('personName')}</th>
            <th scope="col">{t('personNumber')}</th>
            <th scope="col">{t('personSize')}</th>
          </tr>
        </thead>
        <tbody>
          {people.map((p, i) => (
            <tr key={i}>
              <td lang="en">{p.name || '—'}</td>
              <td>{p.number || '—'}</td>
              <td>{p.size}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
