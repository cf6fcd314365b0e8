/**
 * An MPIN or OTP of four (or `length`) digits: one input, shown as boxes. One
 * input is what lets the phone's one-time-code autofill, a password manager
 * and a paste put the whole code in at once; the boxes are only its picture
 * (aria-hidden), the input is labelled and described for assistive tech.
 *
 * Controlled: the parent keeps the digits typed so far (never more than
 * `length`). Anything that is not a digit is dropped; a pasted code replaces
 * what was there when it is a whole one, and is added to it otherwise.
 */
import { useId, useImperativeHandle, useRef, useState, type ClipboardEvent, type Ref } from 'react';
import { PIN_DIGITS } from '../flow/rules';
import styles from './PinField.module.css';

export interface PinFieldHandle {
  /** Focuses the input, the caret after the last digit. */
  focus(): void;
}

interface Props {
  /** The field's visible label, e.g. 'Enter MPIN'. */
  label: string;
  value: string;
  onChange(value: string): void;
  /** Called when the last digit is entered. */
  onComplete?(value: string): void;
  length?: number;
  /** Shows dots instead of digits (MPIN). */
  masked?: boolean;
  /**
   * 'one-time-code' for an OTP so the phone offers the code it received;
   * 'current-password' / 'new-password' for an MPIN a password manager may keep.
   */
  autoComplete?: 'one-time-code' | 'current-password' | 'new-password' | 'off';
  autoFocus?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** Id of the element that describes the error, for aria-describedby. */
  errorId?: string;
  ref?: Ref<PinFieldHandle>;
}

const digitsOnly = (text: string) => text.replace(/\D/g, '');

export function PinField({
  label, value, onChange, onComplete, length = PIN_DIGITS, masked = false, autoComplete = 'off',
  autoFocus = false, disabled = false, invalid = false, errorId, ref,
}: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  const digits = digitsOnly(value).slice(0, length);

  /** The boxes fill from the left: typing always goes after the last digit. */
  const caretToEnd = () => {
    const element = input.current;
    if (element) element.setSelectionRange(element.value.length, element.value.length);
  };

  useImperativeHandle(ref, () => ({
    focus() {
      input.current?.focus();
      caretToEnd();
    },
  }));

  const accept = (raw: string) => {
    const next = digitsOnly(raw).slice(0, length);
    if (next === digits) return;
    onChange(next);
    if (next.length === length) onComplete?.(next);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = digitsOnly(event.clipboardData.getData('text'));
    if (pasted !== '') accept(pasted.length >= length ? pasted : digits + pasted);
  };

  const active = Math.min(digits.length, length - 1);
  return (
    <div className={styles.group} data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
      <label htmlFor={id} className={styles.label}>{label}</label>
      <div className={styles.boxes}>
        <input
          ref={input}
          id={id}
          className={styles.input}
          type={masked ? 'password' : 'text'}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={autoComplete}
          maxLength={length}
          spellCheck={false}
          value={digits}
          autoFocus={autoFocus}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={errorId}
          onChange={(event) => accept(event.target.value)}
          onPaste={handlePaste}
          onFocus={() => {
            setFocused(true);
            caretToEnd();
          }}
          onClick={caretToEnd}
          onBlur={() => setFocused(false)}
        />
        {Array.from({ length }, (_, index) => {
          const digit = digits[index];
          const classes = [styles.box, digit ? styles.filled : '', focused && index === active ? styles.active : ''];
          return (
            <span key={index} className={classes.filter(Boolean).join(' ')} aria-hidden="true">
              {digit ? (masked ? '•' : digit) : ''}
            </span>
          );
        })}
      </div>
    </div>
  );
}
