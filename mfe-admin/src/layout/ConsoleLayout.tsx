/**
 * The console's frame inside the shell's page: the menu (what the role may
 * open, with the pending fund requests counted), who is signed in, and Log
 * out. It holds the operator's live stream (useConsoleLive.ts). Desktop: a
 * side column beside the screen. Up to 900 px the column gives way to a bar
 * with a Menu button that opens the same menu as a drawer (MenuDrawer.tsx).
 */
import { useState, type ReactNode } from 'react';
import { plural } from '@matka/shared';
import { operatorMay, type OperatorProfile } from '../state/session';
import { MENU } from './menu';
import { MenuDrawer } from './MenuDrawer';
import { ConsoleMenu, LogOutButton, OperatorName } from './MenuParts';
import { useConsoleLive } from './useConsoleLive';
import { usePendingCounts } from './usePendingCounts';
import styles from './ConsoleLayout.module.css';

export function ConsoleLayout({ operator, children }: { operator: OperatorProfile; children: ReactNode }) {
  useConsoleLive();
  const pending = usePendingCounts(operatorMay(operator, 'funds'));
  const items = MENU.filter((item) => operatorMay(operator, item.grant));
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className={styles.console}>
      <aside className={styles.side}>
        <OperatorName operator={operator} />
        <ConsoleMenu items={items} pending={pending} />
        <LogOutButton />
      </aside>
      <div className={styles.bar}>
        <button type="button" className={`btn btn-ghost ${styles.menuButton}`} aria-haspopup="dialog" aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
          Menu
          {pending > 0 && (
            <>
              <span className={styles.badge} aria-hidden="true">{pending}</span>
              <span className="visually-hidden">{`, ${plural(pending, 'fund request')} waiting`}</span>
            </>
          )}
        </button>
      </div>
      <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} operator={operator} items={items} pending={pending} />
      <div className={styles.screen}>{children}</div>
    </div>
  );
}
