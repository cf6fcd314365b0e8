/** Every declaration of the day, newest first, reverted ones kept with their time and reason. */
import type { DeclarationRecord } from '@matka/shared';
import { istTime, points } from '../../components/format';

export function DeclarationsTable({ declarations }: { declarations: readonly DeclarationRecord[] }) {
  if (declarations.length === 0) return null;
  return (
    <section aria-labelledby="declarations-title">
      <h3 id="declarations-title" className="section-title">Declarations this day</h3>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Session</th><th scope="col">Pana</th><th scope="col">Source</th><th scope="col">Declared</th>
              <th scope="col">Settled</th><th scope="col">Paid</th><th scope="col">Reverted</th>
            </tr>
          </thead>
          <tbody>
            {declarations.map((entry) => (
              <tr key={entry.id}>
                <td>{entry.session === 'open' ? 'Open' : 'Close'}</td>
                <td>{entry.pana}</td>
                <td>{entry.source}</td>
                <td>{istTime(entry.declared_at)}</td>
                <td>{points(entry.settled)}</td>
                <td>{points(entry.paid)}</td>
                <td>{entry.reverted_at ? `${istTime(entry.reverted_at)} — ${entry.revert_reason ?? ''}` : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
