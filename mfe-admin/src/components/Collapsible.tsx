/**
 * A secondary section of a long screen that folds: its heading is a button
 * (aria-expanded) that shows or hides what is below it, with a short note
 * beside the title ("2 flagged") so a folded section still says whether it
 * needs a look. Open at first on a desktop, folded on a phone, where the
 * dashboard ran to 3,500 px with every section open.
 */
import { useId, useState, type ReactNode } from 'react';
import { useIsPhone } from './useMediaQuery';
import styles from './Collapsible.module.css';

export interface CollapsibleProps {
  title: string;
  /** Beside the title, read with it: what the folded part holds. */
  note?: ReactNode;
  /** Whether it starts open; by default on a desktop, not on a phone. */
  defaultOpen?: boolean;
  children: ReactNode;
}

export function Collapsible({ title, note, defaultOpen, children }: CollapsibleProps) {
  const phone = useIsPhone();
  const [open, setOpen] = useState(defaultOpen ?? !phone);
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 className={styles.heading}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen(!open)}>
          <span id={`${id}-title`} className={styles.title}>{title}</span>
          {note !== undefined && <span className={styles.note}>{note}</span>}
          <span aria-hidden="true" className={styles.chevron} />
        </button>
      </h3>
      <div id={`${id}-body`} className={styles.body} hidden={!open}>{children}</div>
    </section>
  );
}
