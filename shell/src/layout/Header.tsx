import { useLocation, useNavigate } from 'react-router-dom';
import { formatWallet, selectWallet } from '@matka/shared/client';
import { useAppSelector } from '../app/hooks';
import { BackIcon, MenuIcon, WalletIcon } from './icons';
import { InboxBell } from '../inbox/InboxBell';
import styles from './Header.module.css';

interface Props {
  isHome: boolean;
  title: string;
  /** The wallet button: players with status '1', never on the operator console. */
  showWallet: boolean;
  /** The inbox bell: a logged-in player, never on the operator console. */
  showInbox?: boolean;
  onOpenMenu: () => void;
}

/** docs/PRODUCT.md §2 Header: menu + HOME on home; back + page title elsewhere; wallet when status is '1'. */
export function Header({ isHome, title, showWallet, showInbox = false, onOpenMenu }: Props) {
  const navigate = useNavigate();
  // React Router keys the first location of a visit 'default': a page opened
  // directly (deep link, shared URL) has nothing of ours behind it, and going
  // back would leave the app. Home is the way back from there.
  const openedDirectly = useLocation().key === 'default';
  const wallet = useAppSelector(selectWallet);

  return (
    <header className={styles.header}>
      {isHome ? (
        <button type="button" className="icon-btn" onClick={onOpenMenu} aria-label="Open menu">
          <MenuIcon />
        </button>
      ) : (
        <button type="button" className="icon-btn" onClick={() => (openedDirectly ? navigate('/', { replace: true }) : navigate(-1))} aria-label="Go back">
          <BackIcon />
        </button>
      )}
      <h1 className={styles.title}>{isHome ? 'HOME' : title}</h1>
      {showInbox && <InboxBell />}
      {showWallet ? (
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
