/**
 * A table's filters on a phone: folded behind one "Filters" button that says
 * how many are set, so the rows start near the top of the screen. On a
 * desktop the fields stand in the toolbar as they are. Folded fields stay
 * mounted (hidden), so what is typed in one survives folding.
 */
import { useId, useState, type ReactNode } from 'react';
import { useIsPhone } from './useMediaQuery';
import styles from './FilterFold.module.css';

export function FilterFold({ set, children }: { set: number; children: ReactNode }) {
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!phone) return <>{children}</>;
  return (
    <div className={styles.fold}>
      <button type="button" className={`btn btn-ghost ${styles.toggle}`} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        Filters{set > 0 ? ` · ${set} set` : ''}
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      <div id={id} className={styles.fields} hidden={!open}>{children}</div>
    </div>
  );
}
