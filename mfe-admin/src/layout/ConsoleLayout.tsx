/**
 * The console's frame inside the shell's page: the menu (what the role may
 * open, with the pending fund requests counted), who is signed in, and Log
 * out. It holds the operator's live stream (useConsoleLive.ts). Desktop: a side column beside the screen. Phones: the menu becomes a
 * scrolling strip above it.
 */
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useAppDispatch } from '@matka/shared/client';
import { useLogOutMutation } from '../state/consoleApi';
import { operatorMay, operatorSessionEnded, type OperatorProfile } from '../state/session';
import { MENU, adminPath } from './menu';
import { useConsoleLive } from './useConsoleLive';
import { usePendingCounts } from './usePendingCounts';
import styles from './ConsoleLayout.module.css';

export function ConsoleLayout({ operator, children }: { operator: OperatorProfile; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const [logOut, { isLoading: leaving }] = useLogOutMutation();
  useConsoleLive();
  const pending = usePendingCounts(operatorMay(operator, 'funds'));
  const items = MENU.filter((item) => operatorMay(operator, item.grant));

  const handleLogOut = async () => {
    // The console signs out locally whatever the server answers: a dead session is signed out too.
    await logOut().unwrap().catch(() => undefined);
    dispatch(operatorSessionEnded());
    toast.success('Logged out.');
  };

  return (
    <div className={styles.console}>
      <aside className={styles.side}>
        <div className={styles.who}>
          <span className={styles.name}>{operator.name}</span>
          <span className={styles.role}>{operator.role}</span>
        </div>
        <nav aria-label="Console">
          <ul className={styles.menu}>
            {items.map((item) => (
              <li key={item.path}>
                <NavLink to={adminPath(item.path)} end={item.path === ''} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
                  <span>{item.label}</span>
                  {item.grant === 'funds' && pending > 0 && (
                    <span className={styles.badge} aria-label={`${pending} pending`}>{pending}</span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" className={`btn btn-ghost ${styles.logout}`} onClick={handleLogOut} disabled={leaving}>
          {leaving ? 'Logging out…' : 'Log out'}
        </button>
      </aside>
      <div className={styles.screen}>{children}</div>
    </div>
  );
}
