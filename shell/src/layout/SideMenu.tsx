import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { lawfulNotice } from '@matka/shared';
import { selectIsBettingEnabled, selectUser } from '@matka/shared/client';
import { useAppSelector } from '../app/hooks';
import { ChartIcon, CloseIcon, LogoutIcon, PauseIcon, PlayIcon, RatesIcon, ShieldIcon, StatementIcon, UserIcon } from './icons';
import styles from './SideMenu.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
}

/** docs/PRODUCT.md §2: the name is cut to 6 characters in the menu. */
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
  // Player protection (docs/PROTECTION.md): limits, breaks and the player's own activity, one tap from anywhere.
  { to: '/responsible-play', label: 'Responsible play', Icon: PauseIcon },
  { to: '/my-activity', label: 'My activity', Icon: ChartIcon },
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
          {/* The way to /profile: any logged-in player may edit it (docs/PRODUCT.md §6), whatever the status. */}
          <Link to="/profile" className={styles.profileLink} onClick={onClose} aria-label="My profile">
            <div className={styles.avatar} aria-hidden="true"><UserIcon /></div>
            <div className={styles.identity}>
              {user && (
                <>
                  <strong className={styles.name} data-testid="menu-name">{menuName(user.name)}</strong>
                  <span data-testid="menu-phone">+91 {user.phone_number}</span>
                  <span className={styles.since}>Since {sinceDate(user.created_at)}</span>
                  <span className={styles.editProfile}>Edit profile ›</span>
                </>
              )}
            </div>
          </Link>
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
        {user && (
          <p className={styles.footer} data-testid="menu-footer">
            {lawfulNotice(user.money_mode, user.operator_licence ?? null)}
          </p>
        )}
      </nav>
    </div>
  );
}
