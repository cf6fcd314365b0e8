import { useDates } from './useDates';
import styles from './DateCell.module.css';

/** A server date as two short lines: the day over the time. */
export function DateText({ raw }: { raw: string }) {
  const [day, time] = useDates().server(raw).split(', ');
  return (
    <span className={styles.date}>
      <span className={styles.day}>{day}</span>
      {time ? <>{' '}<span className={styles.time}>{time}</span></> : null}
    </span>
  );
}
