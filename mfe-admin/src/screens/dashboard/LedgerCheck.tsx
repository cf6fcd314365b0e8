/**
 * The ledger check on the dashboard (docs/DATABASE.md "Ledger check"): the
 * server compares every wallet with the sum of its ledger rows on a timer and
 * the dashboard shows the newest outcome. A wallet that differs means money
 * moved without its ledger row (or the other way round): each links to its
 * player for a look at their statement.
 */
import { Link } from 'react-router-dom';
import { plural } from '@matka/shared';
import type { Dashboard } from '../../state/contract';
import { istTime, points } from '../../components/format';
import styles from './Dashboard.module.css';

export function LedgerCheck({ check }: { check: Dashboard['ledger_check'] }) {
  if (!check) return null;
  if (check.mismatches === 0) {
    return <p className="muted" aria-label="Ledger check">Every wallet equals the sum of its ledger (checked {istTime(check.checked_at)}).</p>;
  }
  return (
    <section className="card" aria-labelledby="dash-ledger" role="alert">
      <h3 id="dash-ledger" className={styles.sub}>
        {plural(check.mismatches, 'wallet differs', 'wallets differ')} from the sum of the ledger
      </h3>
      <p className="muted">Checked {istTime(check.checked_at)}. Money moved without its ledger row, or a ledger row without its money.</p>
      <ul className={styles.markerList}>
        {check.wallets.map((wallet) => (
          <li key={wallet.user_id}>
            <Link to={`/admin/players/${wallet.user_id}`}>Player {wallet.user_id}</Link>
            <span>wallet {points(wallet.balance)} · ledger {points(wallet.ledger_sum)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
