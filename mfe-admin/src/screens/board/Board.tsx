/**
 * Today's board (docs/CONSOLE.md "Today's board"): every result session of
 * one IST business date in cut-off order, each with where it stands on the
 * server's clock (a pill with words, not a colour alone), the bids its
 * result decides and their points, and — when a results operator can declare
 * it now — Declare…, which opens the Results screen's own declare flow
 * (UndeclaredSession: pana → Preview within the session's allowance →
 * Declare, confirmed with the preview) for that market day. The live
 * stream's `result` and `market` events refetch it at once (boardApi.ts);
 * bids and the overdue mark move without an event, so it also polls each minute.
 */
import { useSearchParams } from 'react-router-dom';
import { errorText } from '@matka/shared/client';
import { plural, type BoardSession, type BoardState } from '@matka/shared';
import { useBoardQuery } from '../../state/boardApi';
import { SessionRow } from './SessionRow';
import { istClock } from './boardText';
import styles from './Board.module.css';

export const BOARD_POLL_MS = 60_000;

/** The day's sessions counted by state, in the order an operator acts on them. */
const SUMMARY: readonly [BoardState, string][] = [
  ['overdue', 'overdue'], ['waiting', 'waiting for a result'], ['taking_bids', 'taking bids'], ['upcoming', 'not taking bids yet'],
  ['declared', 'declared'], ['drawn', 'drawn by the server'], ['off', 'switched off'], ['holiday', 'on holiday'], ['not_running', 'not running'],
];

function Summary({ sessions }: { sessions: readonly BoardSession[] }) {
  const parts = SUMMARY
    .map(([state, words]) => [sessions.filter((session) => session.state === state).length, words] as const)
    .filter(([count]) => count > 0)
    .map(([count, words]) => `${count} ${words}`);
  return <p className={styles.summary}>{sessions.length === 1 ? '1 session' : `${sessions.length} sessions`}: {parts.join(' · ')}.</p>;
}

export function Board() {
  const [search, setSearch] = useSearchParams();
  const date = search.get('date') ?? '';
  const { data, error, isFetching } = useBoardQuery(date ? { date } : {}, { pollingInterval: BOARD_POLL_MS });

  return (
    <>
      <header className={styles.head}>
        <div>
          <h2 className="section-title">Today&apos;s board</h2>
          {data && (
            <p className="muted">
              {data.date} · as of {istClock(data.now)} IST · a result still missing {plural(data.overdue_minutes, 'minute')} after its cut-off is overdue.
            </p>
          )}
        </div>
        <label className="field">
          <span className="field-label">Business day (IST)</span>
          <input className="input" type="date" value={date || data?.date || ''}
            onChange={(event) => setSearch(event.target.value ? { date: event.target.value } : {}, { replace: true })} />
        </label>
      </header>
      {error && <p className="empty-state" role="alert">{errorText(error)}</p>}
      {!data && !error && <p className="empty-state" role="status">Loading the board…</p>}
      {data && data.sessions.length === 0 && <p className="empty-state">No market ran on {data.date}.</p>}
      {data && data.sessions.length > 0 && (
        <section aria-labelledby="board-sessions" aria-busy={isFetching || undefined}>
          <h3 id="board-sessions" className="visually-hidden">Sessions by cut-off</h3>
          <Summary sessions={data.sessions} />
          <div className={styles.columns} aria-hidden="true">
            <span>Cut-off</span><span>Market</span><span>State</span><span>Result</span>
            <span className={styles.num}>Bids</span><span className={styles.num}>Points</span><span />
          </div>
          <ol className={styles.list} aria-labelledby="board-sessions">
            {data.sessions.map((session) => <SessionRow key={`${session.market_id}:${session.session}`} session={session} />)}
          </ol>
        </section>
      )}
    </>
  );
}
