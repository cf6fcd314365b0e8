/**
 * Today's board (docs/CONSOLE.md "Today's board", docs/API.md "Results"):
 * every result session of one IST business date in time order, with where
 * it stands by the server's clock, the bids it decides and whether a results
 * operator can declare it from the board. The server parses the query and
 * serializes the reply with these; the console reads the types.
 */
import { z } from 'zod';
import { calendarDate } from './fields.js';

/** `date`: the business date (IST), default today by the server's clock; anything but a real date is a 400. */
export const boardQuery = z.object({ date: calendarDate('Date').optional() });

/**
 * Where a session stands, decided on the server's clock (Asia/Kolkata), first match wins:
 * - `declared` / `drawn`: its result stands, declared by an operator / drawn by the server from its commitment;
 * - `holiday`, `not_running` (the market does not run that weekday), `off` (the market is switched off);
 * - `upcoming`: bids for that day are not taken yet (a later day, or a past-midnight market still on the day before);
 * - `taking_bids`: before its cut-off;
 * - `waiting`: past its cut-off, no result yet; `overdue`: still none RESULT_OVERDUE_MINUTES after the cut-off.
 */
export const BOARD_STATES = ['declared', 'drawn', 'holiday', 'not_running', 'off', 'upcoming', 'taking_bids', 'waiting', 'overdue'] as const;

export const boardSession = z.object({
  market_id: z.number(),
  market: z.string(),
  business_date: z.string(),
  session: z.enum(['open', 'close']),
  /** 'HH:MM' IST: the market's open time for the open session, its close time for the close. */
  cutoff: z.string(),
  /** The instant of the cut-off: bids stop and the result is due (the next calendar day for a close past midnight). */
  due_at: z.string(),
  /** From this instant a missing result is overdue: `due_at` + RESULT_OVERDUE_MINUTES. */
  overdue_at: z.string(),
  state: z.enum(BOARD_STATES),
  /** 'server': the session has a published commitment and the server draws it (docs/SETTLEMENT.md "Verifiable draws"). */
  drawn_by: z.enum(['operator', 'server']),
  /** The standing result, and when it was declared. */
  pana: z.string().nullable(),
  declared_at: z.string().nullable(),
  /** Bids this session's result decides (bid_decided_by()), whatever their status, and the points they staked. */
  bids: z.number(),
  points: z.number(),
  /**
   * A results operator can declare it by hand now (the Results screen's checks): past its cut-off, no result,
   * no commitment, the open result first; a switched-off market's session only when it holds bids.
   */
  declarable: z.boolean(),
});

export const board = z.object({
  /** The business date shown. */
  date: z.string(),
  /** The server's clock when the board was read: every state is as of this instant. */
  now: z.string(),
  overdue_minutes: z.number(),
  /** By cut-off instant, then market display order. */
  sessions: z.array(boardSession),
});

export type Board = z.infer<typeof board>;
export type BoardSession = z.infer<typeof boardSession>;
export type BoardState = BoardSession['state'];
