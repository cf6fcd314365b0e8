import { NavLink } from 'react-router-dom';
import { selectUser } from '@matka/shared/client';
import { useAppSelector } from '../app/hooks';
import { GlobeIcon, HistoryIcon, HomeIcon, ListIcon, WalletIcon } from './icons';
import styles from './BottomNav.module.css';

const ENTRIES = [
  { to: '/account-statement', label: 'History', Icon: HistoryIcon },
  { to: '/all-bid', label: 'All Bids', Icon: ListIcon },
  { to: '/', label: 'Home', Icon: HomeIcon },
  { to: '/wallet_histroy', label: 'wallet', Icon: WalletIcon },
] as const;

/** SPEC §2 Bottom navigation; the caller shows it only for a logged-in player with status '1'. */
export function BottomNav() {
  const user = useAppSelector(selectUser);
  return (
    <nav className={styles.nav} aria-label="Main">
      {ENTRIES.map(({ to, label, Icon }) => (
        <NavLink key={to} to={to} end className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
          <Icon />
          <span>{label}</span>
        </NavLink>
      ))}
      <a className={styles.link} href={user?.website_url || '/download-now'} target="_blank" rel="noopener noreferrer">
        <GlobeIcon />
        <span>Website</span>
      </a>
    </nav>
  );
}
