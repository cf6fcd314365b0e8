/**
 * The statement's date range: two IST calendar days, both included, applied
 * on "Show" so the list is not refetched at every keystroke. The same rule as
 * the server's (shared/src/schemas/history.ts) refuses a 'From' after 'To'.
 */
import { useId, useState, type FormEvent } from 'react';
import { HISTORY_MSG } from '@matka/shared';
import styles from './DateRangeFilter.module.css';

export interface DateRange { from?: string; to?: string }

export function DateRangeFilter({ range, onChange }: { range: DateRange; onChange(range: DateRange): void }) {
  const id = useId();
  const [from, setFrom] = useState(range.from ?? '');
  const [to, setTo] = useState(range.to ?? '');
  const [error, setError] = useState<string | null>(null);
  const filtered = Boolean(range.from || range.to);

  function show(event: FormEvent) {
    event.preventDefault();
    if (from && to && from > to) {
      setError(HISTORY_MSG.badRange);
      return;
    }
    setError(null);
    onChange({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
  }
  function clear() {
    setFrom('');
    setTo('');
    setError(null);
    onChange({});
  }

  return (
    <form className={`card ${styles.form}`} onSubmit={show} aria-label="Statement dates" noValidate>
      <div className="field">
        <label htmlFor={`${id}-from`}>From</label>
        <input id={`${id}-from`} className="input" type="date" value={from} onChange={(event) => setFrom(event.target.value)}
          aria-invalid={error !== null} aria-describedby={error ? `${id}-error` : undefined} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>To</label>
        <input id={`${id}-to`} className="input" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn">Show</button>
        {filtered && <button type="button" className="btn btn-ghost" onClick={clear}>All dates</button>}
      </div>
      {error && <p id={`${id}-error`} className={`field-error ${styles.error}`} role="alert">{error}</p>}
    </form>
  );
}
