/**
 * A labelled search field that asks the server on Enter or Search (not on
 * every key: each ask is a query). Key it by `value` so a changed URL resets it.
 */
import { useId, useState, type FormEvent } from 'react';
import styles from './SearchBox.module.css';

export function SearchBox({ label, value, onSearch }: { label: string; value: string; onSearch: (value: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input id={id} className="input" type="search" value={draft} maxLength={60} onChange={(event) => setDraft(event.target.value)} />
      </div>
      <button type="submit" className="btn btn-ghost">Search</button>
    </form>
  );
}
