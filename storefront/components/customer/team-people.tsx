/** A team order's people on the customer's order: each piece's name, number and size, in the sheet's order. */
import type { TeamPerson } from '@/lib/api/types';

export function TeamPeople({ people, orderId }: { people?: TeamPerson[]; orderId: string }) {
  if (!people?.length) return null;
  return (
    <details className="team-people">
      <summary>
        Names and numbers ({people.length} {people.length === 1 ? 'person' : 'people'})
      </summary>
      <table aria-label={`Names and numbers of order ${orderId}`}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Number</th>
            <th scope="col">Size</th>
          </tr>
        </thead>
        <tbody>
          {people.map((p, i) => (
            <tr key={i}>
              <td>{p.name || '—'}</td>
              <td>{p.number || '—'}</td>
              <td>{p.size}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
