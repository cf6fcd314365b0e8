/**
 * Open / Close as radio buttons. When the server says the open session is
 * over, only Close is offered (and so selected). Jodi and Sangam bids have
 * no choice: they are always Open (they close at the open time).
 */
import { useId } from 'react';
import type { BidSession } from '@matka/shared';
import { GAMES, useText } from '@matka/shared/client';
import styles from './bidding.module.css';

/** The English of games:session.openSessionOver, said under the choice while only Close is offered and as a toast when the open session ends (tests read it). */
export const OPEN_SESSION_OVER = 'The open session is over for today; bids now go to the Close session.';

interface Props {
  sessions: readonly BidSession[];
  value: BidSession;
  onChange(session: BidSession): void;
  disabled?: boolean;
}

export function SessionChoice({ sessions, value, onChange, disabled = false }: Props) {
  const { t } = useText(GAMES);
  const name = useId();
  return (
    <fieldset className={styles.sessionGroup} disabled={disabled}>
      <legend className="field-label">{t('session.label')}</legend>
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
            <span>{t(`sessions.${session}`)}</span>
          </label>
        ))}
      </div>
      {sessions.length === 1 && sessions[0] === 'Close' && (
        <p className={styles.hint}>{t('session.openSessionOver')}</p>
      )}
    </fieldset>
  );
}

/** For Jodi and Sangam: the fixed session, said plainly. */
export function FixedSession() {
  const { t } = useText(GAMES);
  return (
    <p className={styles.fixedSession}>
      <span className="field-label">{t('session.label')}</span> <strong>{t('sessions.Open')}</strong>
      <span className={styles.hint}>{t('session.fixedHint')}</span>
    </p>
  );
}

/** The session shown and used: the player's choice if still offered, else the first offered. */
export function effectiveSession(sessions: readonly BidSession[], chosen: BidSession | null): BidSession {
  if (chosen && sessions.includes(chosen)) return chosen;
  return sessions[0] ?? 'Open';
}
