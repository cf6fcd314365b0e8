import { Link, useLocation } from 'react-router-dom';
import { SHELL, selectUser, useText } from '@matka/shared/client';
import { useAppSelector } from '../app/hooks';
import { GlobeIcon, HistoryIcon, HomeIcon, ListIcon, WalletIcon } from './icons';
import styles from './BottomNav.module.css';

interface Entry {
  to: string;
  label: 'history' | 'allBids' | 'home' | 'wallet';
  Icon: typeof HomeIcon;
  /** Other paths of the same page. */
  alsoActiveOn?: readonly string[];
}

const ENTRIES: readonly Entry[] = [
  { to: '/account-statement', label: 'history', Icon: HistoryIcon },
  { to: '/all-bid', label: 'allBids', Icon: ListIcon },
  // Home lives at both / and /home (docs/PRODUCT.md §2).
  { to: '/', label: 'home', Icon: HomeIcon, alsoActiveOn: ['/home'] },
  { to: '/wallet_histroy', label: 'wallet', Icon: WalletIcon },
];

/** Route paths match case-insensitively and with or without a trailing slash, as the router's do. */
function isAt(pathname: string, path: string): boolean {
  const normal = (value: string) => (value.length > 1 ? value.replace(/\/+$/, '') : value).toLowerCase();
  return normal(pathname) === normal(path);
}

/**
 * docs/PRODUCT.md §2 Bottom navigation; the caller shows it only for a
 * logged-in player with status '1'. Website is the operator's external site:
 * without one set there is nothing to open, so the tab is not shown.
 */
export function BottomNav() {
  const user = useAppSelector(selectUser);
  const { pathname } = useLocation();
  const { t } = useText(SHELL);
  const websiteUrl = user?.website_url.trim() ?? '';
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      {ENTRIES.map(({ to, label, Icon, alsoActiveOn }) => {
        const active = isAt(pathname, to) || (alsoActiveOn ?? []).some((path) => isAt(pathname, path));
        return (
          <Link key={to} to={to} className={active ? `${styles.link} ${styles.active}` : styles.link} aria-current={active ? 'page' : undefined}>
            <Icon />
            <span>{t(`nav.${label}`)}</span>
          </Link>
        );
      })}
      {websiteUrl && (
        <a className={styles.link} href={websiteUrl} target="_blank" rel="noopener noreferrer">
          <GlobeIcon />
          <span>{t('nav.website')}</span>
        </a>
      )}
    </nav>
  );
}
