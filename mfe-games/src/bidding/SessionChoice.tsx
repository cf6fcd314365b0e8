/**
 * Open / Close as radio buttons. When the server says the open session is
 * over, only Close is offered (and so selected). Jodi and Sangam bids have
 * no choice: they are always Open (they close at the open time).
 */
import { useId } from 'react';
import type { BidSession } from '@matka/shared';
import styles from './bidding.module.css';

/** Said under the choice while only Close is offered, and as a toast when the open session ends while the page is open. */
export const OPEN_SESSION_OVER = 'The open session is over for today; bids now go to the Close session.';

interface Props {
  sessions: readonly BidSession[];
  value: BidSession;
  onChange(session: BidSession): void;
  disabled?: boolean;
}

export function SessionChoice({ sessions, value, onChange, disabled = false }: Props) {
  const name = useId();
  return (
    <fieldset className={styles.sessionGroup} disabled={disabled}>
      <legend className="field-label">Session</legend>
      <div className={styles.segmented}>
        {sessions.map((session) => (
          <label key={session} className={styles.segment}>
            <input
              type="radio"
              name={name}
              value={session}
              checked={value === session}
              onChange={() => onChange(session)}
            />
            <span>{session}</span>
          </label>
        ))}
      </div>
      {sessions.length === 1 && sessions[0] === 'Close' && (
        <p className={styles.hint}>{OPEN_SESSION_OVER}</p>
      )}
    </fieldset>
  );
}

/** For Jodi and Sangam: the fixed session, said plainly. */
export function FixedSession() {
  return (
    <p className={styles.fixedSession}>
      <span className="field-label">Session</span> <strong>Open</strong>
      <span className={styles.hint}> — settles on today’s open and close results.</span>
    </p>
  );
}

/** The session shown and used: the player's choice if still offered, else the first offered. */
export function effectiveSession(sessions: readonly BidSession[], chosen: BidSession | null): BidSession {
  if (chosen && sessions.includes(chosen)) return chosen;
  return sessions[0] ?? 'Open';
}
