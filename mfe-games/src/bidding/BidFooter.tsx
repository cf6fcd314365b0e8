/** The sticky footer of a betting page: how many bids, how many points, and Submit. */
import styles from './bidding.module.css';

interface Props {
  count: number;
  points: number;
  onSubmit(): void;
  disabled?: boolean;
}

export function BidFooter({ count, points, onSubmit, disabled = false }: Props) {
  return (
    <div className={styles.footer}>
      <dl className={styles.totals} aria-live="polite">
        <div><dt>Bids</dt><dd data-testid="footer-bids">{count}</dd></div>
        <div><dt>Points</dt><dd data-testid="footer-points">{points}</dd></div>
      </dl>
      <button type="button" className={`btn btn-accent ${styles.submit}`} onClick={onSubmit} disabled={disabled}>
        Submit
      </button>
    </div>
  );
}
