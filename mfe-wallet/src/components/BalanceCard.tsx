import { WALLET, formatWallet, selectWallet, useShellSelector, useText } from '@matka/shared/client';
import { WalletIcon } from './icons';
import styles from './wallet.module.css';

interface Props {
  /** The card's caption (wallet:balance.*); the page's first heading when `heading` is set. */
  caption?: 'available' | 'current' | 'toWithdraw';
  heading?: boolean;
}

/** The player's balance as the server last reported it (formatWallet: '.00' when nonzero). */
export function BalanceCard({ caption = 'available', heading = false }: Props) {
  const { t } = useText(WALLET);
  const label = t(`balance.${caption}`);
  const wallet = useShellSelector(selectWallet);
  const Caption = heading ? 'h2' : 'p';
  return (
    <section className={styles.balance} aria-label={heading ? undefined : label}>
      <span className={styles.balanceIcon}><WalletIcon width={26} height={26} /></span>
      <div className={styles.balanceText}>
        <Caption className={styles.balanceLabel}>{label}</Caption>
        <p className={styles.balanceAmount} data-testid="wallet-balance">
          {formatWallet(wallet)} <span className={styles.balanceUnit}>{t('points')}</span>
        </p>
      </div>
    </section>
  );
}
