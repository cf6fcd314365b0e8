/** The bids added on a single-entry or sangam page, each removable. */
import { GAMES, useText } from '@matka/shared/client';
import { CloseIcon } from '../components/icons';
import { draftLabel, type DraftBid } from './draft';
import styles from './bidding.module.css';

interface Props {
  bids: readonly DraftBid[];
  onRemove(transactionId: string): void;
}

export function BidList({ bids, onRemove }: Props) {
  const { t } = useText(GAMES);
  return (
    <section className="card" aria-labelledby="bid-list-title">
      <h3 id="bid-list-title" className={styles.listTitle}>{t('list.title')}</h3>
      {bids.length === 0 ? (
        <p className={styles.listEmpty}>{t('list.empty')}</p>
      ) : (
        <ul className={styles.bidList}>
          {bids.map((bid) => {
            const label = draftLabel(bid);
            return (
              <li key={bid.transaction_id} className={styles.bidRow}>
                <span className={styles.bidNumber}>{label}</span>
                <span className={styles.bidMeta}>
                  <span>{t(`types.${bid.type}`)}</span>
                  <span className={styles.bidSession}>{t(`sessions.${bid.session}`)}</span>
                </span>
                <span className={styles.bidPoints}>{bid.points}<span className={styles.unit}>{t('list.pts')}</span></span>
                <button
                  type="button"
                  className={`icon-btn ${styles.remove}`}
                  aria-label={t('list.remove', { label, points: bid.points })}
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
