/**
 * The points to stake: digits only, with quick amounts, and the limits shown
 * where they are typed — a number above the operator's maximum stops at it
 * and says so. The error line keeps its height.
 */
import { useId, useState } from 'react';
import { BID_MSG, MIN_BID_POINTS } from '@matka/shared';
import { GAMES, selectUser, useFormat, useMessage, useShellSelector, useText } from '@matka/shared/client';
import { checkPointsInput } from './draft';
import styles from './bidding.module.css';

const QUICK_POINTS = [10, 50, 100, 500] as const;

interface Props {
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  /** The operator's maximum per bid; undefined until the session knows it. */
  maxBidPoints?: number | undefined;
}

export function PointsField({ value, onChange, error, maxBidPoints }: Props) {
  const { t } = useText(GAMES);
  const say = useMessage();
  const format = useFormat();
  // The operator's maximum has a placeholder, so no lookup by its English finds it: said from this catalog.
  const shownError = maxBidPoints !== undefined && error === BID_MSG.overMaximum(maxBidPoints)
    ? t('points.overMaximum', { max: maxBidPoints })
    : say(error);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>{t('points.label')}</label>
      <input
        id={id}
        name="points"
        className={`input ${styles.pointsInput}`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={maxBidPoints === undefined ? 6 : String(maxBidPoints).length}
        placeholder={t('points.placeholder', { min: MIN_BID_POINTS })}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${hintId} ${errorId}`}
      />
      <p id={hintId} className={styles.pointsHint}>
        {maxBidPoints === undefined
          ? t('points.hint', { min: MIN_BID_POINTS })
          : t('points.hintWithMax', { min: MIN_BID_POINTS, max: format.number(maxBidPoints) })}
      </p>
      <div className={styles.quick} role="group" aria-label={t('points.quick')}>
        {QUICK_POINTS.map((points) => (
          <button
            key={points}
            type="button"
            className={styles.quickButton}
            aria-label={t('points.quickAmount', { points })}
            aria-pressed={value === String(points)}
            onClick={() => onChange(String(points))}
          >
            {points}
          </button>
        ))}
      </div>
      <p id={errorId} className="field-error" role="alert">{shownError ?? ''}</p>
    </div>
  );
}

/**
 * The points an entry form holds: the text, its error line, and check(),
 * which judges the text and shows the message under the field when it fails.
 * Spread `field` on <PointsField>; typing clears the error.
 */
export function usePointsEntry() {
  const maxBidPoints = useShellSelector(selectUser)?.limits?.max_bid_points;
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const check = () => {
    const result = checkPointsInput(value, maxBidPoints);
    setError(result.ok ? '' : result.msg);
    return result;
  };
  const field = {
    value,
    error,
    maxBidPoints,
    onChange(next: string) {
      if (maxBidPoints !== undefined && next !== '' && Number(next) > maxBidPoints) {
        setValue(String(maxBidPoints));
        setError(BID_MSG.overMaximum(maxBidPoints));
        return;
      }
      setValue(next);
      setError('');
    },
  };
  return { check, field, maxBidPoints };
}
