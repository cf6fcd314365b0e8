import { useCallback, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Toaster } from 'react-hot-toast';
import { selectIsBettingEnabled } from '@matka/shared/client';
import { useAppSelector } from '../app/hooks';
import { useCurrentRoute } from '../app/routeHandle';
import { BottomNav } from './BottomNav';
import { Header } from './Header';
import { LoadingOverlay } from './LoadingOverlay';
import { SideMenu } from './SideMenu';
import { useLogout } from './useLogout';
import { useSessionExpiry } from './useSessionExpiry';
import styles from './AppLayout.module.css';

/** The chrome every page sits in. Remotes render inside <Outlet />. */
export function AppLayout() {
  const { entry, title } = useCurrentRoute();
  const bettingEnabled = useAppSelector(selectIsBettingEnabled);
  const [menuOpen, setMenuOpen] = useState(false);
  const logout = useLogout();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useSessionExpiry();

  const isHome = entry?.page === 'Home';
  const showBottomNav = bettingEnabled && entry?.access !== 'operator';

  return (
    <div className={styles.frame}>
      <Header isHome={isHome} title={title} onOpenMenu={() => setMenuOpen(true)} />
      <main className={showBottomNav ? `${styles.main} ${styles.withNav}` : styles.main}>
        <Outlet />
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
      <LoadingOverlay />
      {/* SPEC §9 gives 1600 ms and 5000 ms: short for confirmations, long enough to read for errors. */}
      <Toaster position="top-center" toastOptions={{ success: { duration: 1600 }, error: { duration: 5000 } }} />
    </div>
  );
}
