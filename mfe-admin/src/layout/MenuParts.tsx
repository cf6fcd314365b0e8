/**
 * What the console's side column and its phone drawer (MenuDrawer.tsx) both
 * show: who is signed in, the menu of the screens the role may open, Log out.
 */
import { NavLink } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useAppDispatch } from '@matka/shared/client';
import { useLogOutMutation } from '../state/consoleApi';
import { operatorSessionEnded, type OperatorProfile } from '../state/session';
import { adminPath, type MenuItem } from './menu';
import styles from './ConsoleLayout.module.css';

/** The signed-in operator's menu: one link per screen the role may open, the current one marked (aria-current). */
export function ConsoleMenu({ items, pending, onPick }: { items: readonly MenuItem[]; pending: number; onPick?: () => void }) {
  return (
    <nav aria-label="Console">
      <ul className={styles.menu}>
        {items.map((item) => (
          <li key={item.path}>
            <NavLink to={adminPath(item.path)} end={item.path === ''} onClick={onPick}
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
              <span>{item.label}</span>
              {item.grant === 'funds' && pending > 0 && (
                <span className={styles.badge} aria-label={`${pending} pending`}>{pending}</span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function OperatorName({ operator }: { operator: OperatorProfile }) {
  return (
    <div className={styles.who}>
      <span className={styles.name}>{operator.name}</span>
      <span className={styles.role}>{operator.role}</span>
    </div>
  );
}

export function LogOutButton() {
  const dispatch = useAppDispatch();
  const [logOut, { isLoading: leaving }] = useLogOutMutation();
  const handleLogOut = async () => {
    // The console signs out locally whatever the server answers: a dead session is signed out too.
    await logOut().unwrap().catch(() => undefined);
    dispatch(operatorSessionEnded());
    toast.success('Logged out.');
  };
  return (
    <button type="button" className={`btn btn-ghost ${styles.logout}`} onClick={handleLogOut} disabled={leaving}>
      {leaving ? 'Logging out…' : 'Log out'}
    </button>
  );
}
