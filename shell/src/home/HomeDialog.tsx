/**
 * The home page's dialogs (Contact Support, a market's charts) on the one
 * shared modal (@matka/shared/client Modal: a native <dialog>, so the browser
 * keeps focus inside and the page behind inert). Focus moves to the first
 * control; Escape or a tap on the dimmed page closes it, and focus returns to
 * the control that opened it.
 */
import { useEffect, useId, type ReactNode } from 'react';
import { Modal } from '@matka/shared/client';
import styles from './Home.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Props {
  title: string;
  /** A line under the title (e.g. the number being contacted). */
  subtitle?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

export function HomeDialog({ title, subtitle, onClose, children }: Props) {
  const titleId = useId();
  const subtitleId = useId();

  // After the modal's own layout effect has opened it: the first link or button takes focus, as before the native dialog.
  useEffect(() => {
    document.getElementById(titleId)?.closest('dialog')?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [titleId]);

  return (
    <Modal
      className={`dialog ${styles.dialog}`}
      labelledBy={titleId}
      describedBy={subtitle ? subtitleId : undefined}
      onCancel={onClose}
      onBackdropClick={onClose}
    >
      <div className={styles.dialogHead}>
        <h2 id={titleId} className="dialog-title">{title}</h2>
        {subtitle && <p id={subtitleId} className={styles.dialogSubtitle}>{subtitle}</p>}
      </div>
      {children}
    </Modal>
  );
}
