/** The sticky footer of a betting page: how many bids, how many points, and Submit. */
import { GAMES, useText } from '@matka/shared/client';
import styles from './bidding.module.css';

interface Props {
  count: number;
  points: number;
  onSubmit(): void;
  disabled?: boolean;
}

export function BidFooter({ count, points, onSubmit, disabled = false }: Props) {
  const { t } = useText(GAMES);
  return (
    <div className={styles.footer}>
      <dl className={styles.totals} aria-live="polite">
        <div><dt>{t('footer.bids')}</dt><dd data-testid="footer-bids">{count}</dd></div>
        <div><dt>{t('footer.points')}</dt><dd data-testid="footer-points">{points}</dd></div>
      </dl>
      <button type="button" className={`btn btn-accent ${styles.submit}`} onClick={onSubmit} disabled={disabled}>
        {t('footer.submit')}
      </button>
    </div>
  );
}
