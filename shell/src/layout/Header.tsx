import { useLocation, useNavigate } from 'react-router-dom';
import { SHELL, formatWallet, selectUser, selectWallet, useText } from '@matka/shared/client';
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
  const location = useLocation();
  const openedDirectly = nothingOfOursBehind(location.key);
  // '/' is where a page opened directly goes back to; a logged-out visitor is
  // sent on from there to /login, so on /login itself that arrow would do
  // nothing: the first screen shows none.
  const loggedIn = useAppSelector(selectUser) !== null;
  const showBack = !(openedDirectly && !loggedIn && location.pathname.toLowerCase() === '/login');
  const wallet = useAppSelector(selectWallet);
  const { t } = useText(SHELL);

  return (
    <header className={styles.header}>
      {isHome ? (
        <button type="button" className="icon-btn" onClick={onOpenMenu} aria-label={t('header.openMenu')}>
          <MenuIcon />
        </button>
      ) : showBack ? (
        <button type="button" className="icon-btn" onClick={() => (openedDirectly ? navigate('/', { replace: true }) : navigate(-1))} aria-label={t('header.goBack')}>
          <BackIcon />
        </button>
      ) : (
        <span className={styles.spacer} />
      )}
      <h1 className={styles.title}>{isHome ? t('titles.homeHeader') : title}</h1>
      {showInbox && <InboxBell />}
      {showWallet ? (
        <button
          type="button"
          className={styles.wallet}
          onClick={() => navigate('/wallet_histroy')}
          aria-label={t('header.wallet', { points: formatWallet(wallet) })}
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

/**
 * True when the history entry behind this one is not the app's: a page opened
 * directly (deep link, shared URL, the installed app's start page) or reached
 * from one only by redirects, which replace the entry (the guard's
 * <Navigate replace>). Going back would leave the app; home is the way back.
 * The browser router numbers its entries in history.state.idx (0: the visit's
 * first, kept by a replace); a memory router (tests) has no idx, and keys only
 * its first location 'default'.
 */
function nothingOfOursBehind(locationKey: string): boolean {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return locationKey === 'default' || idx === 0;
}
