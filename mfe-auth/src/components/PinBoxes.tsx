/**
 * Four (or `length`) single-digit boxes for an MPIN or OTP. Controlled: the
 * parent keeps the value as a string, one character per box, ' ' for an
 * empty box in the middle (so clearing box 2 of 1234 keeps 3 and 4); trailing
 * empty boxes are simply absent. A complete value is `length` digits.
 *
 * Typing a digit fills the box and moves on; anything else is ignored.
 * Backspace on an empty box clears and focuses the previous one. Pasting (or
 * one-time-code autofill) spreads the digits across the boxes from the first.
 */
import { useImperativeHandle, useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { PIN_DIGITS } from '../flow/rules';
import styles from './PinBoxes.module.css';

export interface PinBoxesHandle {
  /** Focuses box `index`, by default the first empty one (the last when all are full). */
  focus(index?: number): void;
}

interface Props {
  /** The group's visible name, e.g. 'Enter MPIN'. */
  label: string;
  value: string;
  onChange(value: string): void;
  /** Called once the last box is filled. */
  onComplete?(value: string): void;
  length?: number;
  /** Shows dots instead of digits (MPIN). */
  masked?: boolean;
  /** 'one-time-code' for an OTP so the phone offers the code it received. */
  autoComplete?: 'one-time-code' | 'off';
  autoFocus?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** Id of the element that describes the error, for aria-describedby. */
  errorId?: string;
  ref?: Ref<PinBoxesHandle>;
}

const digitsOnly = (text: string) => text.replace(/\D/g, '');
const EMPTY = ' ';

/** The slots (one digit or '' each) of a value. */
function toSlots(value: string, length: number): string[] {
  return Array.from({ length }, (_, index) => {
    const char = value[index] ?? '';
    return /\d/.test(char) ? char : '';
  });
}

function fromSlots(slots: readonly string[]): string {
  return slots.map((slot) => slot || EMPTY).join('').trimEnd();
}

export function PinBoxes({
  label, value, onChange, onComplete, length = PIN_DIGITS, masked = false, autoComplete = 'off',
  autoFocus = false, disabled = false, invalid = false, errorId, ref,
}: Props) {
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const slots = toSlots(value, length);

  const focusBox = (index: number) => {
    const target = inputs.current[Math.max(0, Math.min(length - 1, index))];
    target?.focus();
    target?.select();
  };

  useImperativeHandle(ref, () => ({
    focus(index?: number) {
      const firstEmpty = slots.findIndex((slot) => slot === '');
      focusBox(index ?? (firstEmpty === -1 ? length - 1 : firstEmpty));
    },
  }));

  const commit = (next: string[]) => {
    const joined = fromSlots(next);
    onChange(joined);
    if (next.every((slot) => slot !== '')) onComplete?.(joined);
  };

  /**
   * Writes digits into the boxes from `start`, moves focus to the box after
   * the last one written, then reports the value. Focus moves first so that an
   * onComplete handler may send it elsewhere (the confirmation boxes).
   */
  const fill = (start: number, digits: string) => {
    const next = [...slots];
    let index = start;
    for (const digit of digits) {
      if (index >= length) break;
      next[index] = digit;
      index += 1;
    }
    focusBox(index >= length ? length - 1 : index);
    commit(next);
  };

  const handleChange = (index: number, raw: string) => {
    if (raw === '') {
      commit(slots.map((slot, i) => (i === index ? '' : slot)));
      return;
    }
    const typed = digitsOnly(raw);
    if (typed === '') return; // not a digit: ignored, the box keeps what it had
    const previous = slots[index] ?? '';
    // A box that already held a digit receives old and new together: keep the new one.
    const incoming = previous !== '' && typed.length === 2 ? (typed[0] === previous ? typed.slice(1) : typed.slice(0, 1)) : typed;
    fill(index, incoming);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && slots[index] === '' && index > 0) {
      event.preventDefault();
      commit(slots.map((slot, i) => (i === index - 1 ? '' : slot)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = digitsOnly(event.clipboardData.getData('text'));
    if (pasted === '') return;
    // A whole code fills every box from the first, wherever it was pasted.
    const start = pasted.length >= length ? 0 : index;
    fill(start, pasted.slice(0, length));
  };

  return (
    <fieldset className={styles.group} disabled={disabled} aria-describedby={errorId}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.boxes}>
        {slots.map((slot, index) => (
          <input
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            className={slot ? `${styles.box} ${styles.filled}` : styles.box}
            type={masked ? 'password' : 'text'}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? autoComplete : 'off'}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={invalid || undefined}
            value={slot}
            autoFocus={autoFocus && index === 0}
            onChange={(event) => handleChange(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
    </fieldset>
  );
}

