import { useId, type Ref } from 'react';
import forms from '../../components/forms.module.css';
import { MOBILE_DIGITS } from '../../flow/rules';

interface Props {
  name: string;
  label: string;
  value: string;
  onChange?(value: string): void;
  error?: string | undefined;
  hint?: string;
  type?: 'text' | 'email';
  /** A 10-digit wallet-app number: numeric keypad, no more than 10 characters typed. */
  digits?: boolean;
  readOnly?: boolean;
  autoComplete?: string;
  maxLength?: number;
  /** The input itself, for a form that focuses the first invalid field. */
  inputRef?: Ref<HTMLInputElement>;
}

/** One labelled profile input with its hint and error line (the error line keeps its height: no jump). */
export function ProfileInputField({
  name, label, value, onChange, error, hint, type = 'text', digits = false, readOnly = false, autoComplete, maxLength, inputRef,
}: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = readOnly ? undefined : `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        className="input"
        type={digits ? 'tel' : type}
        inputMode={digits ? 'numeric' : type === 'email' ? 'email' : undefined}
        autoComplete={autoComplete ?? 'off'}
        maxLength={digits ? MOBILE_DIGITS : maxLength}
        value={value}
        readOnly={readOnly}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      />
      {hint && <p id={hintId} className={forms.hint}>{hint}</p>}
      {!readOnly && <p id={errorId} className="field-error" role="alert">{error ?? ''}</p>}
    </div>
  );
}
