/**
 * One session on the board: its cut-off, market, state pill, result, bids
 * and points, and what an operator can do about it. Declare… opens the
 * Results screen's declare flow for that market day below the row
 * (DeclarePanel); once the result stands the board's refetch closes it and
 * the focus moves back to the row.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { panaDigit, type BoardSession, type BoardState } from '@matka/shared';
import { points } from '../../components/format';
import { DeclarePanel } from './DeclarePanel';
import { SESSION_LABEL, istClock } from './boardText';
import styles from './Board.module.css';

const PILL: Record<BoardState, { text: (session: BoardSession) => string; className: string }> = {
  taking_bids: { text: (session) => `Taking bids until ${session.cutoff}`, className: `pill ${styles.pillOpen}` },
  waiting: { text: (session) => `Waiting since ${session.cutoff}`, className: 'pill pill-warning' },
  overdue: { text: (session) => `Overdue since ${istClock(session.overdue_at)}`, className: 'pill pill-danger' },
  declared: { text: () => 'Declared', className: 'pill pill-success' },
  drawn: { text: () => 'Drawn by the server', className: 'pill pill-success' },
  holiday: { text: () => 'Holiday', className: `pill ${styles.pillQuiet}` },
  off: { text: () => 'Switched off', className: `pill ${styles.pillQuiet}` },
  not_running: { text: () => 'Not running this day', className: `pill ${styles.pillQuiet}` },
  upcoming: { text: () => 'Not taking bids yet', className: `pill ${styles.pillQuiet}` },
};

/** The result as the chart writes it: the open pana and its digit '128-1', the close digit and pana '3-337'. */
function resultText(session: BoardSession): string {
  if (!session.pana) return '—';
  const digit = panaDigit(session.pana);
  return session.session === 'open' ? `${session.pana}-${digit}` : `${digit}-${session.pana}`;
}

/** Why a session that waits for a result has no Declare… here. */
function waitingNote(session: BoardSession): string | null {
  if (session.declarable || session.pana) return null;
  if (session.drawn_by === 'server' && ['taking_bids', 'waiting', 'overdue', 'upcoming'].includes(session.state)) {
    return 'The server draws it at the cut-off.';
  }
  if (session.session === 'close' && (session.state === 'waiting' || session.state === 'overdue')) return 'Declare the open result first.';
  return null;
}

export function SessionRow({ session }: { session: BoardSession }) {
  const id = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [declaring, setDeclaring] = useState(false);
  const open = declaring && session.declarable;
  const wasOpen = useRef(false);
  const label = SESSION_LABEL[session.session];
  const pill = PILL[session.state];
  const note = waitingNote(session);

  // Declared here (or elsewhere) while the flow was open: the panel goes, the focus comes back to the row.
  useEffect(() => {
    if (wasOpen.current && !open && declaring) {
      setDeclaring(false);
      titleRef.current?.focus();
    }
    wasOpen.current = open;
  }, [open, declaring]);

  return (
    <li className={`${styles.row} ${session.state === 'overdue' ? styles.overdue : ''}`} aria-labelledby={`${id}-title`}>
      <span className={styles.time}><span className={styles.label}>Cut-off </span>{session.cutoff}</span>
      <h4 id={`${id}-title`} ref={titleRef} tabIndex={-1} className={styles.title}>
        <Link className={styles.market} to={`/admin/results?market=${session.market_id}&date=${session.business_date}`}>{session.market}</Link>{' '}
        <span className={styles.session}>{label}</span>
      </h4>
      <span className={styles.state}><span className={pill.className}>{pill.text(session)}</span></span>
      <dl className={styles.figures}>
        <div className={styles.result}>
          <dt className={styles.label}>Result</dt>
          <dd>
            <span className={styles.pana} aria-label={session.pana ? `${label} result ${session.pana}` : undefined}>{resultText(session)}</span>
            {session.declared_at && <span className={styles.when}>at {istClock(session.declared_at)}</span>}
          </dd>
        </div>
        <div className={styles.num}><dt className={styles.label}>Bids</dt><dd>{points(session.bids)}</dd></div>
        <div className={styles.num}><dt className={styles.label}>Points</dt><dd>{points(session.points)}</dd></div>
      </dl>
      {(session.declarable || note) && (
        <div className={styles.action}>
          {session.declarable && (
            <button type="button" className={open ? 'btn btn-ghost' : 'btn'} aria-expanded={open} aria-controls={open ? `${id}-declare` : undefined}
              aria-label={open ? `Cancel declaring the ${label} result of ${session.market}` : `Declare the ${label} result of ${session.market}…`}
              onClick={() => setDeclaring(!open)}>
              {open ? 'Cancel' : 'Declare…'}
            </button>
          )}
          {note && <span className="muted">{note}</span>}
        </div>
      )}
      {open && <DeclarePanel id={`${id}-declare`} session={session} />}
    </li>
  );
}
