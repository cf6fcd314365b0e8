/** The points to stake: digits only, with quick amounts; the error line keeps its height. */
import { useId, useState } from 'react';
import { checkPointsInput } from './draft';
import styles from './bidding.module.css';

const QUICK_POINTS = [10, 50, 100, 500] as const;

interface Props {
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  label?: string;
}

export function PointsField({ value, onChange, error, label = 'Points' }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="points"
        className={`input ${styles.pointsInput}`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        placeholder="Min 10"
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      />
      <div className={styles.quick} role="group" aria-label="Quick points">
        {QUICK_POINTS.map((points) => (
          <button
            key={points}
            type="button"
            className={styles.quickButton}
            aria-label={`${points} points`}
            aria-pressed={value === String(points)}
            onClick={() => onChange(String(points))}
          >
            {points}
          </button>
        ))}
      </div>
      <p id={errorId} className="field-error" role="alert">{error ?? ''}</p>
    </div>
  );
}

/**
 * The points an entry form holds: the text, its error line, and check(),
 * which judges the text and shows the message under the field when it fails.
 * Spread `field` on <PointsField>; typing clears the error.
 */
export function usePointsEntry() {
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const check = () => {
    const result = checkPointsInput(value);
    setError(result.ok ? '' : result.msg);
    return result;
  };
  const field = {
    value,
    error,
    onChange(next: string) {
      setValue(next);
      setError('');
    },
  };
  return { check, field };
}
