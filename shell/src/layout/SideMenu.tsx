import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { COMMON, LanguageSwitch, SHELL, selectIsBettingEnabled, selectUser, useText } from '@matka/shared/client';
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
  { to: '/account-statement', label: 'accountStatement', Icon: StatementIcon },
  { to: '/game-rates', label: 'gameRates', Icon: RatesIcon },
  { to: '/privacy-policy', label: 'terms', Icon: ShieldIcon },
  { to: '/how-to-play', label: 'video', Icon: PlayIcon },
  // Player protection (docs/PROTECTION.md): limits, breaks and the player's own activity, one tap from anywhere.
  { to: '/responsible-play', label: 'responsiblePlay', Icon: PauseIcon },
  { to: '/my-activity', label: 'myActivity', Icon: ChartIcon },
] as const;

export function SideMenu({ open, onClose, onLogout }: Props) {
  const user = useAppSelector(selectUser);
  const bettingEnabled = useAppSelector(selectIsBettingEnabled);
  const closeButton = useRef<HTMLButtonElement>(null);
  const { t } = useText(SHELL);
  const { t: common } = useText(COMMON);

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
        aria-label={t('menu.label')}
        onClick={(event) => event.stopPropagation()}
      >
        <div className={styles.profile}>
          {/* The way to /profile: any logged-in player may edit it (docs/PRODUCT.md §6), whatever the status. */}
          <Link to="/profile" className={styles.profileLink} onClick={onClose} aria-label={t('menu.profile')}>
            <div className={styles.avatar} aria-hidden="true"><UserIcon /></div>
            <div className={styles.identity}>
              {user && (
                <>
                  <strong className={styles.name} data-testid="menu-name">{menuName(user.name)}</strong>
                  <span data-testid="menu-phone">+91 {user.phone_number}</span>
                  <span className={styles.since}>{t('menu.since', { date: sinceDate(user.created_at) })}</span>
                  <span className={styles.editProfile}>{t('menu.editProfile')}</span>
                </>
              )}
            </div>
          </Link>
          <button ref={closeButton} type="button" className="icon-btn" onClick={onClose} aria-label={t('menu.close')}>
            <CloseIcon />
          </button>
        </div>
        <ul className={styles.items}>
          {bettingEnabled &&
            PLAYER_ITEMS.map(({ to, label, Icon }) => (
              <li key={to}>
                <Link to={to} className={styles.item} onClick={onClose}>
                  <Icon /> {t(`menu.${label}`)}
                </Link>
              </li>
            ))}
          <li>
            <button type="button" className={styles.item} onClick={onLogout}>
              <LogoutIcon /> {t('menu.logout')}
            </button>
          </li>
        </ul>
        {/* The language choice (docs/I18N.md): on the device at once, on the account by the shell. */}
        <div className={styles.language}>
          <span className={styles.languageLabel} aria-hidden="true">{common('language')}</span>
          <LanguageSwitch />
        </div>
        {user && (
          <p className={styles.footer} data-testid="menu-footer">
            {user.money_mode === 'real' && user.operator_licence
              ? common('lawfulLicensed', { jurisdiction: user.operator_licence.jurisdiction, licence: user.operator_licence.licence })
              : common('lawfulPlay')}
          </p>
        )}
      </nav>
    </div>
  );
}
