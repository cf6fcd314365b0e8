/**
 * In place of a deposit form during a time-out or self-exclusion: why deposits
 * are closed, until when, and that withdrawals still work (docs/PROTECTION.md).
 */
import { Link } from 'react-router-dom';
import type { PlayBlock } from '@matka/shared';
import styles from './wallet.module.css';

export function DepositsClosed({ block }: { block: PlayBlock }) {
  return (
    <div className="page">
      <section className={`card ${styles.closedCard}`} role="status" aria-labelledby="deposits-closed" data-testid="deposits-closed">
        <h2 id="deposits-closed" className="section-title">Deposits are closed</h2>
        <p>{block.message}</p>
        <div className={styles.closedLinks}>
          <Link to="/withdraw" className="btn btn-block">Withdraw Funds</Link>
          <Link to="/responsible-play" className="btn btn-ghost btn-block">Responsible play</Link>
        </div>
      </section>
    </div>
  );
}
