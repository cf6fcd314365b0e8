/**
 * Today's board (docs/CONSOLE.md "Today's board", docs/API.md "Results"):
 * every result session of one business date in time order, each with its
 * state on the server's clock (Asia/Kolkata), the bids its result decides,
 * and whether a results operator can declare it by hand now. A read: no
 * audit row. Declaring from the board is the Results screen's own preview
 * and declaration, with their checks, limits and audit rows.
 */
import type { Board, BoardSession, BoardState } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { bidsPerSession, boardSessionsOf, type BoardSessionRow, type SessionBids } from '../../data/board.js';
import { marketTimes } from '../markets/games.js';
import { businessDateAt, istMoment, sessionResultAt, weekdayOf } from '../markets/schedule.js';

const NO_BIDS: SessionBids = { bids: 0, points: 0 };

/** Where one session stands at `now` (first match wins; shared/src/schemas/board.ts lists the states). */
function stateOf(row: BoardSessionRow, date: string, now: Date, dueAt: Date, overdueAt: Date): BoardState {
  if (row.pana) return row.source === 'draw' ? 'drawn' : 'declared';
  if (row.holiday) return 'holiday';
  const times = marketTimes(row);
  if ((times.daysMask & (1 << weekdayOf(date))) === 0) return 'not_running';
  if (!times.active) return 'off';
  // A later day, or a past-midnight market still on the day before: that day takes no bids yet.
  if (date > businessDateAt(times, now)) return 'upcoming';
  if (now < dueAt) return 'taking_bids';
  return now < overdueAt ? 'waiting' : 'overdue';
}

/**
 * What checkDeclarable (features/results/declarable.ts) would let a results operator declare now, seen from
 * the board: no result, past the cut-off, not drawn by the server, the open result first. A switched-off
 * market takes no bids, so only a session holding bids needs one. A back-dated day still needs an admin with
 * a reason: the declare flow says so (it reads the market day).
 */
function declarableNow(session: Omit<BoardSession, 'declarable'>, openDeclared: boolean, now: Date): boolean {
  if (session.drawn_by === 'server') return false;
  if (session.session === 'close' && !openDeclared) return false;
  if (session.state === 'waiting' || session.state === 'overdue') return true;
  return session.state === 'off' && session.bids > 0 && now >= new Date(session.due_at);
}

export async function todaysBoard(ctx: AppContext, date?: string): Promise<Board> {
  const db = ctx.db.pool;
  const now = ctx.clock.now();
  const day = date ?? istMoment(now).date;
  const overdueMs = ctx.config.RESULT_OVERDUE_MINUTES * 60_000;
  const rows = await boardSessionsOf(db, day);
  const bids = await bidsPerSession(db, day);
  const openDeclared = new Set(rows.filter((row) => row.session === 'open' && row.pana).map((row) => row.market_id));

  const sessions = rows.map((row) => {
    const dueAt = sessionResultAt(marketTimes(row), day, row.session);
    const overdueAt = new Date(dueAt.getTime() + overdueMs);
    const figures = bids.get(`${row.market_id}:${row.session}`) ?? NO_BIDS;
    const session: Omit<BoardSession, 'declarable'> = {
      market_id: Number(row.market_id), market: row.name, business_date: day, session: row.session,
      cutoff: (row.session === 'open' ? row.open_time : row.close_time).slice(0, 5),
      due_at: dueAt.toISOString(), overdue_at: overdueAt.toISOString(),
      state: stateOf(row, day, now, dueAt, overdueAt),
      drawn_by: row.committed ? 'server' : 'operator',
      pana: row.pana, declared_at: row.declared_at?.toISOString() ?? null,
      bids: figures.bids, points: figures.points,
    };
    return { ...session, declarable: declarableNow(session, openDeclared.has(row.market_id), now) };
  });
  // Time order; sessions due at the same minute in the markets' display order (the rows came in it, and sort is stable).
  sessions.sort((a, b) => Date.parse(a.due_at) - Date.parse(b.due_at));
  return { date: day, now: now.toISOString(), overdue_minutes: ctx.config.RESULT_OVERDUE_MINUTES, sessions };
}
