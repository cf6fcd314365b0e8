/**
 * The one modal of every side: a native <dialog> opened with showModal(), so
 * the browser traps focus inside it, makes the page behind it inert and turns
 * Escape into a `cancel` event. Escape calls `onCancel` unless the dialog is
 * busy (a call in flight must not be abandoned), and closing gives focus back
 * to the control that had it before the dialog opened.
 *
 * Looks: the shell's global `.modal` class (shell/src/styles/base.css) gives
 * the native element its backdrop; the caller's class the panel (`dialog` for
 * the shell's standard one).
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';

export interface ModalProps {
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  describedBy?: string;
  /** 'alertdialog' for a confirmation that asks before something cannot be undone. */
  role?: 'dialog' | 'alertdialog';
  /** Called on Escape; not while `busy`. */
  onCancel: () => void;
  busy?: boolean;
  /**
   * Called on a tap outside the panel (on the dimmed page). Off by default: a
   * confirmation of money must be answered with one of its buttons.
   */
  onBackdropClick?: () => void;
  /** Shown while true (default); a caller may instead mount the modal only while it is open. */
  open?: boolean;
  className?: string;
  children: ReactNode;
}

export function Modal({ labelledBy, describedBy, role, onCancel, onBackdropClick, busy = false, open = true, className, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Who had focus as the dialog opens: read while rendering, because a child's autoFocus moves focus before any effect runs.
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  wasOpen.current = open;

  // Layout effects: the dialog is closed (and focus handed back) before React takes it out of the page.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      const back = opener.current;
      if (back?.isConnected) back.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={className ? `modal ${className}` : 'modal'}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClick={onBackdropClick && ((event) => {
        // The ::backdrop belongs to the <dialog> itself: a click on the element outside its own box is a tap on the page behind.
        if (busy || event.target !== event.currentTarget) return;
        const box = event.currentTarget.getBoundingClientRect();
        const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
        if (outside) onBackdropClick();
      })}
      onCancel={(event) => {
        // The browser would close the dialog itself; the caller decides, so React's state stays the truth.
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      {open && children}
    </dialog>
  );
}
