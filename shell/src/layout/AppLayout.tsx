import { useCallback, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { selectIsBettingEnabled, selectUser } from '@matka/shared/client';
import { useAppSelector } from '../app/hooks';
import { useCurrentRoute } from '../app/routeHandle';
import { BottomNav } from './BottomNav';
import { Header } from './Header';
import { RealityCheck } from './RealityCheck';
import { LazyToaster } from './LazyToaster';
import { LoadingOverlay } from './LoadingOverlay';
import { SideMenu } from './SideMenu';
import { useLogout } from './useLogout';
import { useProfileSync } from './useProfileSync';
import { useSessionExpiry } from './useSessionExpiry';
import { useLiveUpdates } from '../live/useLiveUpdates';
import { useAccountLanguage } from '../i18n/useAccountLanguage';
import { OfflineScreen } from '../pwa/OfflineScreen';
import { useOnline } from '../pwa/useOnline';
import styles from './AppLayout.module.css';

/** The chrome every page sits in. Remotes render inside <Outlet />. */
export function AppLayout() {
  const { entry, title } = useCurrentRoute();
  const bettingEnabled = useAppSelector(selectIsBettingEnabled);
  const loggedIn = !!useAppSelector(selectUser);
  const [menuOpen, setMenuOpen] = useState(false);
  const logout = useLogout();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useSessionExpiry();
  const online = useOnline();
  useProfileSync();
  useLiveUpdates();
  useAccountLanguage();

  const isHome = entry?.page === 'Home';
  // The operator console is desktop-first (a table layout at 1280 px): its frame is wide, without the player's wallet and tabs.
  const isConsole = entry?.access === 'operator';
  const showBottomNav = bettingEnabled && !isConsole;

  return (
    <div className={isConsole ? `${styles.frame} ${styles.wide}` : styles.frame}>
      <Header isHome={isHome} title={title} showWallet={bettingEnabled && !isConsole} showInbox={loggedIn && !isConsole} onOpenMenu={() => setMenuOpen(true)} />
      <main className={showBottomNav ? `${styles.main} ${styles.withNav}` : styles.main}>
        {online ? <Outlet /> : <OfflineScreen />}
      </main>
      {showBottomNav && <BottomNav />}
      <SideMenu
        open={menuOpen}
        onClose={closeMenu}
        onLogout={() => {
          closeMenu();
          logout();
        }}
      />
      {entry?.access !== 'operator' && <RealityCheck onLogout={logout} />}
      <LoadingOverlay />
      <LazyToaster />
    </div>
  );
}
