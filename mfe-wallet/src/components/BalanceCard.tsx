import { formatWallet, selectWallet, useShellSelector } from '@matka/shared/client';
import { WalletIcon } from './icons';
import styles from './wallet.module.css';

interface Props {
  /** The card's caption; the page's first heading when `heading` is set. */
  label?: string;
  heading?: boolean;
}

/** The player's balance as the server last reported it (formatWallet: '.00' when nonzero). */
export function BalanceCard({ label = 'Available balance', heading = false }: Props) {
  const wallet = useShellSelector(selectWallet);
  const Caption = heading ? 'h2' : 'p';
  return (
    <section className={styles.balance} aria-label={heading ? undefined : label}>
      <span className={styles.balanceIcon}><WalletIcon width={26} height={26} /></span>
      <div className={styles.balanceText}>
        <Caption className={styles.balanceLabel}>{label}</Caption>
        <p className={styles.balanceAmount} data-testid="wallet-balance">
          {formatWallet(wallet)} <span className={styles.balanceUnit}>points</span>
        </p>
      </div>
    </section>
  );
}
