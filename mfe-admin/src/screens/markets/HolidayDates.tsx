/**
 * A market's holidays as a list of dates: pick a date and Add, or Remove one.
 * Only dates from today (IST) on are offered, as the server keeps only those
 * (docs/API.md "Operator API" → markets); a date that already has bids or a
 * result is refused by the server, which names it.
 */
import { useId, useState } from 'react';
import styles from './Markets.module.css';

/** Today's date on the market's clock (IST), 'YYYY-MM-DD'. */
const istToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

/** 'Fri' for '2026-12-25'. */
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', { weekday: 'short', timeZone: 'UTC' });

export function HolidayDates({ value, onChange, error }: {
  value: readonly string[];
  onChange: (dates: string[]) => void;
  /** The form's own finding about the list (too many dates). */
  error?: string | undefined;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState('');
  const today = istToday();

  const add = () => {
    if (!draft) return setProblem('Pick a date to add.');
    if (draft < today) return setProblem('Holidays must be today or later.');
    if (value.includes(draft)) return setProblem(`${draft} is already a holiday.`);
    onChange([...value, draft].sort());
    setDraft('');
    setProblem('');
  };

  return (
    <fieldset className={styles.holidays} aria-describedby={`${id}-hint ${id}-error`}>
      <legend className="field-label">Holidays</legend>
      {value.length === 0 ? <p className="muted">None ahead.</p> : (
        <ul className={styles.holidayList} aria-label="Holidays ahead">
          {value.map((date) => (
            <li key={date} className={styles.holiday}>
              <span><time dateTime={date}>{date}</time> <span className="muted">{weekday(date)}</span></span>
              <button type="button" className="btn btn-ghost" aria-label={`Remove ${date}`}
                onClick={() => onChange(value.filter((other) => other !== date))}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.holidayAdd}>
        <label className="field">
          <span className="field-label">Date to add</span>
          <input className="input" type="date" min={today} value={draft}
            onChange={(event) => { setDraft(event.target.value); setProblem(''); }} />
        </label>
        <button type="button" className="btn btn-ghost" onClick={add}>Add holiday</button>
      </div>
      <p id={`${id}-hint`} className="muted">Dates from today on. A day that already has bids or a result cannot become a holiday.</p>
      <p id={`${id}-error`} className="field-error" role="alert">{problem || error || ''}</p>
    </fieldset>
  );
}
