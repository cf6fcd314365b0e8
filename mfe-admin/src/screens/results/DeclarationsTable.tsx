/**
 * Every declaration of the day, newest first, reverted ones kept with their
 * time and reason; each with the panas previewed before it and by whom, and
 * an admin's reason for a back-dated day (docs/SETTLEMENT.md "Integrity").
 * On a phone each declaration is a card (ResponsiveTable.tsx).
 */
import { Link } from 'react-router-dom';
import { plural, type DeclarationRecord } from '@matka/shared';
import { istTime, points } from '../../components/format';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import styles from './Results.module.css';

function previewedText(entry: DeclarationRecord): string {
  if (entry.source === 'draw') return '—';
  if (entry.previewed_panas === 0) return 'None';
  return plural(entry.previewed_panas, 'pana');
}

const COLUMNS: Column<DeclarationRecord>[] = [
  { key: 'session', header: 'Session', rowHeader: true, render: (entry) => (entry.session === 'open' ? 'Open' : 'Close') },
  { key: 'pana', header: 'Pana', render: (entry) => entry.pana },
  {
    key: 'source', header: 'Source', render: (entry) => (
      <>
        {entry.source}
        {entry.back_dated_reason && <span className={styles.previewedBy}>Back-dated: {entry.back_dated_reason}</span>}
      </>
    ),
  },
  { key: 'declared', header: 'Declared', render: (entry) => istTime(entry.declared_at) },
  {
    key: 'previewed', header: 'Previewed before', render: (entry) => (
      <>
        {previewedText(entry)}
        {entry.previewed_by.length > 0 && <span className={styles.previewedBy}>by {entry.previewed_by.join(', ')}</span>}
      </>
    ),
  },
  { key: 'settled', header: 'Settled', render: (entry) => points(entry.settled) },
  { key: 'paid', header: 'Paid', render: (entry) => points(entry.paid) },
  {
    key: 'winners', header: 'Winners', render: (entry) => (
      // docs/CONSOLE.md "Winners": kept after a revert, so a reverted declaration links to its list too.
      <Link to={`/admin/results/declarations/${entry.id}/winners`} aria-label={`Winners of ${entry.session} ${entry.pana}: ${plural(entry.winners, 'bid')}`}>
        {points(entry.winners)}
      </Link>
    ),
  },
  {
    // docs/decisions/0020: what the revert could not take back, owed by the winners until collected or written off.
    key: 'shortfall', header: 'Shortfall', render: (entry) => (entry.shortfall ? <strong className={styles.shortfall}>{points(entry.shortfall)}</strong> : '—'),
  },
  { key: 'reverted', header: 'Reverted', wide: true, render: (entry) => (entry.reverted_at ? `${istTime(entry.reverted_at)} — ${entry.revert_reason ?? ''}` : '—') },
];

export function DeclarationsTable({ declarations }: { declarations: readonly DeclarationRecord[] }) {
  if (declarations.length === 0) return null;
  return (
    <section aria-labelledby="declarations-title">
      <h3 id="declarations-title" className="section-title">Declarations this day</h3>
      <ResponsiveTable caption="Declarations this day" columns={COLUMNS} rows={declarations} rowKey={(entry) => entry.id} />
    </section>
  );
}
