/**
 * The statement's date range: two IST calendar days, both included, applied
 * on "Show" so the list is not refetched at every keystroke. The same rule as
 * the server's (shared/src/schemas/history.ts) refuses a 'From' after 'To'.
 */
import { useId, useState, type FormEvent } from 'react';
import { HISTORY, useText } from '@matka/shared/client';
import styles from './DateRangeFilter.module.css';

export interface DateRange { from?: string; to?: string }

export function DateRangeFilter({ range, onChange }: { range: DateRange; onChange(range: DateRange): void }) {
  const { t } = useText(HISTORY);
  const id = useId();
  const [from, setFrom] = useState(range.from ?? '');
  const [to, setTo] = useState(range.to ?? '');
  const [badRange, setBadRange] = useState(false);
  const filtered = Boolean(range.from || range.to);

  function show(event: FormEvent) {
    event.preventDefault();
    if (from && to && from > to) {
      setBadRange(true);
      return;
    }
    setBadRange(false);
    onChange({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
  }
  function clear() {
    setFrom('');
    setTo('');
    setBadRange(false);
    onChange({});
  }

  return (
    <form className={`card ${styles.form}`} onSubmit={show} aria-label={t('statement.dates')} noValidate>
      <div className="field">
        <label htmlFor={`${id}-from`}>{t('statement.from')}</label>
        <input id={`${id}-from`} className="input" type="date" value={from} onChange={(event) => setFrom(event.target.value)}
          aria-invalid={badRange} aria-describedby={badRange ? `${id}-error` : undefined} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t('statement.to')}</label>
        <input id={`${id}-to`} className="input" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn">{t('statement.show')}</button>
        {filtered && <button type="button" className="btn btn-ghost" onClick={clear}>{t('statement.allDates')}</button>}
      </div>
      {badRange && <p id={`${id}-error`} className={`field-error ${styles.error}`} role="alert">{t('statement.badRange')}</p>}
    </form>
  );
}
