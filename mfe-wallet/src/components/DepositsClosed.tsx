/**
 * In place of a deposit form during a time-out or self-exclusion: why deposits
 * are closed, until when, and that withdrawals still work (docs/PROTECTION.md).
 */
import { Link } from 'react-router-dom';
import type { PlayBlock } from '@matka/shared';
import { WALLET, localiseMessage, useText } from '@matka/shared/client';
import styles from './wallet.module.css';

export function DepositsClosed({ block }: { block: PlayBlock }) {
  const { t } = useText(WALLET);
  return (
    <div className="page">
      <section className={`card ${styles.closedCard}`} role="status" aria-labelledby="deposits-closed" data-testid="deposits-closed">
        <h2 id="deposits-closed" className="section-title">{t('closed.title')}</h2>
        <p>{localiseMessage(block.message, block.code, block.params)}</p>
        <div className={styles.closedLinks}>
          <Link to="/withdraw" className="btn btn-block">{t('closed.withdraw')}</Link>
          <Link to="/responsible-play" className="btn btn-ghost btn-block">{t('closed.responsiblePlay')}</Link>
        </div>
      </section>
    </div>
  );
}
