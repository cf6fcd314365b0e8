/**
 * Declaring from the board: the Results screen's own flow for one session
 * (UndeclaredSession — the pana, Preview within the session's allowance,
 * Declare confirmed with the preview; docs/SETTLEMENT.md "Integrity"), fed
 * the market day it reads on the Results screen, so the allowance, the
 * back-dated rule and every check are the same. Nothing here is a copy.
 */
import { useEffect, useRef } from 'react';
import { errorText } from '@matka/shared/client';
import type { BoardSession } from '@matka/shared';
import { useMarketDayQuery } from '../../state/consoleApi';
import { UndeclaredSession } from '../results/UndeclaredSession';
import { SESSION_LABEL } from './boardText';
import styles from './Board.module.css';

export function DeclarePanel({ id, session }: { id: string; session: BoardSession }) {
  const day = useMarketDayQuery({ market_id: session.market_id, business_date: session.business_date });
  const heading = useRef<HTMLHeadingElement>(null);
  // The flow opens where the operator's eyes and keyboard are.
  useEffect(() => heading.current?.focus(), []);
  const shown = day.currentData;
  const label = SESSION_LABEL[session.session];
  return (
    <section id={id} className={styles.panel} aria-labelledby={`${id}-title`}>
      <h5 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.panelTitle}>
        Declare the {label} result of {session.market} for {session.business_date}
      </h5>
      {day.error && <p className="field-error" role="alert">{errorText(day.error)}</p>}
      {!shown && !day.error && <p className="muted" role="status">Loading the market day…</p>}
      {shown && (
        <>
          {shown.back_dated && <p className={styles.backDated} role="note">{shown.back_dated}</p>}
          <UndeclaredSession day={shown} session={session.session} />
        </>
      )}
    </section>
  );
}
