/**
 * The home page's modal dialog: role="dialog" + aria-modal, focus moves to
 * its first control and stays inside (Tab wraps), Escape or a tap on the
 * backdrop closes it, and focus returns to the control that opened it.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
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
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () => Array.from(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    (focusables()[0] ?? panel.current)?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.current?.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.current?.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <div
      className={`dialog-backdrop ${styles.backdrop}`}
      data-testid="dialog-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className={`dialog ${styles.dialog}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={subtitle ? subtitleId : undefined}
        tabIndex={-1}
      >
        <div className={styles.dialogHead}>
          <h2 id={titleId} className="dialog-title">{title}</h2>
          {subtitle && <p id={subtitleId} className={styles.dialogSubtitle}>{subtitle}</p>}
        </div>
        {children}
      </div>
    </div>
  );
}
