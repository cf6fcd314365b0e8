/**
 * Every declaration of the day, newest first, reverted ones kept with their
 * time and reason; each with the panas previewed before it and by whom, and
 * an admin's reason for a back-dated day (docs/SETTLEMENT.md "Integrity").
 */
import { plural, type DeclarationRecord } from '@matka/shared';
import { istTime, points } from '../../components/format';
import styles from './Results.module.css';

function previewedText(entry: DeclarationRecord): string {
  if (entry.source === 'draw') return '—';
  if (entry.previewed_panas === 0) return 'None';
  return plural(entry.previewed_panas, 'pana');
}

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
              <th scope="col">Previewed before</th><th scope="col">Settled</th><th scope="col">Paid</th><th scope="col">Reverted</th>
            </tr>
          </thead>
          <tbody>
            {declarations.map((entry) => (
              <tr key={entry.id}>
                <td>{entry.session === 'open' ? 'Open' : 'Close'}</td>
                <td>{entry.pana}</td>
                <td>
                  {entry.source}
                  {entry.back_dated_reason && <span className={styles.previewedBy}>Back-dated: {entry.back_dated_reason}</span>}
                </td>
                <td>{istTime(entry.declared_at)}</td>
                <td>
                  {previewedText(entry)}
                  {entry.previewed_by.length > 0 && <span className={styles.previewedBy}>by {entry.previewed_by.join(', ')}</span>}
                </td>
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
