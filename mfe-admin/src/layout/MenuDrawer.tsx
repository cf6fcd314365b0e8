/**
 * The console's menu on a phone or a narrow tablet: a drawer from the left,
 * opened by the bar's Menu button (ConsoleLayout.tsx). It is the shared modal
 * (a native <dialog>): focus moves into it, stays there, and goes back to the
 * Menu button when it closes; Escape, the close button, a tap beside it or
 * picking a screen closes it. The current screen's link says so (aria-current).
 */
import { useId } from 'react';
import { Modal } from '@matka/shared/client';
import type { OperatorProfile } from '../state/session';
import type { MenuItem } from './menu';
import { ConsoleMenu, LogOutButton, OperatorName } from './MenuParts';
import styles from './ConsoleLayout.module.css';

interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
  operator: OperatorProfile;
  items: readonly MenuItem[];
  pending: number;
}

export function MenuDrawer({ open, onClose, operator, items, pending }: MenuDrawerProps) {
  const titleId = useId();
  return (
    <Modal open={open} labelledBy={titleId} onCancel={onClose} onBackdropClick={onClose} className={styles.drawer}>
      <h2 id={titleId} className="visually-hidden">Console menu</h2>
      <div className={styles.drawerHead}>
        <OperatorName operator={operator} />
        {/* Focus starts here, as showModal() would put it; jsdom's dialog moves none. */}
        <button type="button" className={`icon-btn ${styles.close}`} onClick={onClose} aria-label="Close menu" autoFocus>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <ConsoleMenu items={items} pending={pending} onPick={onClose} />
      <LogOutButton />
    </Modal>
  );
}
