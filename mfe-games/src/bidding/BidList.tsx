/** The bids added on a single-entry or sangam page, each removable. */
import { CloseIcon } from '../components/icons';
import { draftLabel, typeLabel, type DraftBid } from './draft';
import styles from './bidding.module.css';

interface Props {
  bids: readonly DraftBid[];
  onRemove(transactionId: string): void;
}

export function BidList({ bids, onRemove }: Props) {
  return (
    <section className="card" aria-labelledby="bid-list-title">
      <h3 id="bid-list-title" className={styles.listTitle}>Your bids</h3>
      {bids.length === 0 ? (
        <p className={styles.listEmpty}>No bids added yet. Enter a number and points, then tap Add.</p>
      ) : (
        <ul className={styles.bidList}>
          {bids.map((bid) => {
            const label = draftLabel(bid);
            return (
              <li key={bid.transaction_id} className={styles.bidRow}>
                <span className={styles.bidNumber}>{label}</span>
                <span className={styles.bidMeta}>
                  <span>{typeLabel(bid.type)}</span>
                  <span className={styles.bidSession}>{bid.session}</span>
                </span>
                <span className={styles.bidPoints}>{bid.points}<span className={styles.unit}> pts</span></span>
                <button
                  type="button"
                  className={`icon-btn ${styles.remove}`}
                  aria-label={`Remove bid ${label} (${bid.points} points)`}
                  onClick={() => onRemove(bid.transaction_id)}
                >
                  <CloseIcon />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
