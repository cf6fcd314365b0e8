/**
 * Rates per game type (docs/API.md "Operator API" → rates): 'min KA max',
 * a win pays points × max ÷ min, rounded down — the one payout rule
 * settlement reads (shared/src/domain/settlement.ts). Each bid stores the
 * rate in force when it is placed and is paid at that one, so a change
 * applies to bids placed after it (docs/SETTLEMENT.md "The rate of a bid").
 */
import { RATE_TEXT } from '@matka/shared';
import { errorText } from '@matka/shared/client';
import { useRatesQuery } from '../../state/consoleApi';
import { RateRow } from './RateRow';
import styles from './Rates.module.css';

export function Rates() {
  const { data, error } = useRatesQuery();
  return (
    <>
      <h2 className="section-title">Rates</h2>
      <p className="muted">Players read each rate as “min KA max”: a bid of min points wins max points. {RATE_TEXT.consoleNewBidsOnly}</p>
      {error && <p className="empty-state" role="alert">{errorText(error)}</p>}
      {!data && !error && <p className="empty-state" role="status">Loading…</p>}
      {data && (
        <div className={styles.list}>
          <div className={styles.header} aria-hidden="true">
            <span>Game type</span><span>Min (stake)</span><span>Max (payout)</span><span>Players see</span><span />
          </div>
          {data.map((rate) => <RateRow key={`${rate.type}:${rate.min_value}:${rate.max_value}`} rate={rate} />)}
        </div>
      )}
    </>
  );
}
