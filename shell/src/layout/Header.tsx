import { useNavigate } from 'react-router-dom';
import { formatWallet, selectIsBettingEnabled, selectWallet } from '@matka/shared/client';
import { useAppSelector } from '../app/hooks';
import { BackIcon, MenuIcon, WalletIcon } from './icons';
import styles from './Header.module.css';

interface Props {
  isHome: boolean;
  title: string;
  onOpenMenu: () => void;
}

/** SPEC §2 Header: menu + HOME on home; back + page title elsewhere; wallet when status is '1'. */
export function Header({ isHome, title, onOpenMenu }: Props) {
  const navigate = useNavigate();
  const bettingEnabled = useAppSelector(selectIsBettingEnabled);
  const wallet = useAppSelector(selectWallet);

  return (
    <header className={styles.header}>
      {isHome ? (
        <button type="button" className="icon-btn" onClick={onOpenMenu} aria-label="Open menu">
          <MenuIcon />
        </button>
      ) : (
        <button type="button" className="icon-btn" onClick={() => navigate(-1)} aria-label="Go back">
          <BackIcon />
        </button>
      )}
      <h1 className={styles.title}>{isHome ? 'HOME' : title}</h1>
      {bettingEnabled ? (
        <button
          type="button"
          className={styles.wallet}
          onClick={() => navigate('/wallet_histroy')}
          aria-label={`Wallet balance ${formatWallet(wallet)} points`}
          data-testid="header-wallet"
        >
          <WalletIcon width={20} height={20} />
          <span>{formatWallet(wallet)}</span>
        </button>
      ) : (
        <span className={styles.spacer} />
      )}
    </header>
  );
}
