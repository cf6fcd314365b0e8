import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './wallet.module.css';

interface Props {
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  hint?: ReactNode;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  autoCapitalize?: string;
  maxLength?: number;
  placeholder?: string;
  /** Shown inside the field before the value (e.g. the points unit). */
  suffix?: string;
  /** The input itself, for a form that focuses the first invalid field. */
  inputRef?: Ref<HTMLInputElement>;
}

/** One labelled input with its hint and error line (the error line keeps its height: no jump). */
export type TextFieldProps = Props;

export function TextField({
  name, label, value, onChange, error, hint, inputMode, autoComplete = 'off', autoCapitalize, maxLength, placeholder, suffix, inputRef,
}: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const input = (
    <input
      ref={inputRef}
      id={id}
      name={name}
      className={suffix ? `input ${styles.suffixedInput}` : 'input'}
      type="text"
      inputMode={inputMode}
      autoComplete={autoComplete}
      autoCapitalize={autoCapitalize}
      spellCheck={false}
      maxLength={maxLength}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
    />
  );
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {suffix ? (
        <div className={styles.suffixed}>
          {input}
          <span className={styles.suffix} aria-hidden="true">{suffix}</span>
        </div>
      ) : input}
      {hint && <p id={hintId} className={styles.hint}>{hint}</p>}
      <p id={errorId} className="field-error" role="alert">{error ?? ''}</p>
    </div>
  );
}
