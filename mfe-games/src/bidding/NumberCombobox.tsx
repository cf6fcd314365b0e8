/**
 * A number input with suggestions: the allowed numbers that start with what
 * is typed, in a listbox, after the WAI-ARIA combobox pattern (list
 * autocomplete): focus stays in the input, aria-activedescendant names the
 * active option, ArrowDown/ArrowUp move through the options (and open the
 * list, on the first or the last), Enter takes the active one, Escape closes
 * the list and keeps what is typed. Digits only — a non-digit is refused and
 * reported through onNonDigit.
 */
import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import { GAMES, useMessage, useText } from '@matka/shared/client';
import styles from './bidding.module.css';

const MAX_SUGGESTIONS = 24;

interface Props {
  label: string;
  value: string;
  options: readonly string[];
  maxLength: number;
  onChange(value: string): void;
  onNonDigit(): void;
  error?: string | undefined;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function NumberCombobox({
  label, value, options, maxLength, onChange, onNonDigit, error, placeholder, inputRef,
}: Props) {
  const { t } = useText(GAMES);
  const say = useMessage();
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const matches = value === '' ? [] : options.filter((option) => option.startsWith(value)).slice(0, MAX_SUGGESTIONS);
  const exact = matches.length === 1 && matches[0] === value;
  const expanded = open && matches.length > 0 && !exact;

  const activeId = expanded && active >= 0 ? `${listId}-${active}` : undefined;

  // The listbox scrolls: keep the active option in sight as the arrows move it.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const choose = (option: string) => {
    onChange(option);
    setOpen(false);
    setActive(-1);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) {
      if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && matches.length > 0 && !exact) {
        event.preventDefault();
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : matches.length - 1);
      }
      return;
    }
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index + 1) % matches.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index <= 0 ? matches.length - 1 : index - 1));
    } else if (event.key === 'Enter' && active >= 0 && matches[active] !== undefined) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className={styles.comboControl}>
        <input
          ref={inputRef}
          id={id}
          className={`input ${styles.numberInput}`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          maxLength={maxLength}
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            const next = event.target.value;
            if (/\D/.test(next)) {
              onNonDigit();
              return;
            }
            onChange(next);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          onKeyDown={handleKeyDown}
        />
        <ul id={listId} role="listbox" aria-label={t('entry.suggestions', { label })} className={styles.listbox} hidden={!expanded}>
          {expanded && matches.map((option, index) => (
            <li
              key={option}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // mousedown, not click: the input keeps focus, so blur does not close the list first.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
            >
              {option}
            </li>
          ))}
        </ul>
      </div>
      <p id={errorId} className="field-error" role="alert">{say(error) ?? ''}</p>
    </div>
  );
}
