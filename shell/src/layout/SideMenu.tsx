import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { selectIsBettingEnabled, selectUser } from '@matka/shared/client';
import { useAppSelector } from '../app/hooks';
import { CloseIcon, LogoutIcon, PlayIcon, RatesIcon, ShieldIcon, StatementIcon, UserIcon } from './icons';
import styles from './SideMenu.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
}

/** SPEC §2: the name is cut to 6 characters in the menu. */
export function menuName(name: string): string {
  return name.slice(0, 6);
}

function sinceDate(createdAt: string): string {
  return createdAt.slice(0, 10);
}

const PLAYER_ITEMS = [
  { to: '/account-statement', label: 'Account Statement', Icon: StatementIcon },
  { to: '/game-rates', label: 'Game Rates', Icon: RatesIcon },
  { to: '/privacy-policy', label: 'Term & Conditions', Icon: ShieldIcon },
  { to: '/how-to-play', label: 'Video', Icon: PlayIcon },
] as const;

export function SideMenu({ open, onClose, onLogout }: Props) {
  const user = useAppSelector(selectUser);
  const bettingEnabled = useAppSelector(selectIsBettingEnabled);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;

  return (
    <div className={styles.backdrop} onClick={onClose}>
      <nav
        className={styles.drawer}
        aria-label="Side menu"
        onClick={(event) => event.stopPropagation()}
      >
        <div className={styles.profile}>
          <div className={styles.avatar} aria-hidden="true"><UserIcon /></div>
          <div className={styles.identity}>
            {user && (
              <>
                <strong className={styles.name} data-testid="menu-name">{menuName(user.name)}</strong>
                <span data-testid="menu-phone">+91 {user.phone_number}</span>
                <span className={styles.since}>Since {sinceDate(user.created_at)}</span>
              </>
            )}
          </div>
          <button ref={closeButton} type="button" className="icon-btn" onClick={onClose} aria-label="Close menu">
            <CloseIcon />
          </button>
        </div>
        <ul className={styles.items}>
          {bettingEnabled &&
            PLAYER_ITEMS.map(({ to, label, Icon }) => (
              <li key={to}>
                <Link to={to} className={styles.item} onClick={onClose}>
                  <Icon /> {label}
                </Link>
              </li>
            ))}
          <li>
            <button type="button" className={styles.item} onClick={onLogout}>
              <LogoutIcon /> Logout
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
