/**
 * The live stream from the server to every open tab (docs/LIVE.md,
 * docs/decisions/0019): Server-Sent Events, one JSON message per event. Each
 * message's SSE `id` is the stream's resume point (opaque to the browser,
 * which sends it back as Last-Event-ID when it reconnects).
 */
import { z } from 'zod';

/** GET paths of the two streams: a player's (player session) and an operator's (operator session). */
export const LIVE_PATHS = { player: '/api/live', operator: '/api/admin/live' } as const;

const int = z.number().int();
const marketSession = z.enum(['open', 'close']);

/** Ledger kinds a player's wallet event can carry (the ledger table's kinds). */
export const WALLET_EVENT_KINDS = ['bid', 'win', 'win_reversal', 'deposit', 'withdrawal_hold', 'withdrawal_refund', 'adjustment', 'receivable_recovery'] as const;

export const liveEventSchema = z.discriminatedUnion('type', [
  /** The first message of every stream: the wallet now (a player's stream; null on an operator's). */
  z.object({ type: z.literal('hello'), wallet: int.nullable() }),
  /**
   * The player's own wallet moved: `count` ledger rows of one kind (and one market, for bids and wins) summed
   * into `amount` (signed), `wallet` the balance after the last of them.
   */
  z.object({
    type: z.literal('wallet'), kind: z.enum(WALLET_EVENT_KINDS), amount: int, count: int.positive(), wallet: int.nonnegative(),
    market: z.string().nullable(),
  }),
  /** A session's result was declared (a pana) or reverted (pana null). */
  z.object({
    type: z.literal('result'), action: z.enum(['declared', 'reverted']), market_id: int, market: z.string(),
    business_date: z.string(), session: marketSession, pana: z.string().nullable(), digit: z.string().nullable(),
  }),
  /**
   * A market changed by an operator or by the clock: switched off or on, a day marked a holiday, one session's
   * bidding closed at its cut-off, or a new market day began (every market takes bids again).
   */
  z.object({
    type: z.literal('market'), action: z.enum(['off', 'on', 'holiday', 'bidding_closed', 'new_day']),
    market_id: int.nullable(), market: z.string().nullable(), session: marketSession.nullable(), business_date: z.string().nullable(),
  }),
  /** The player's own deposit or withdrawal request was decided ('1' approved, '-1' declined). */
  z.object({ type: z.literal('fund'), request_id: int, kind: z.enum(['deposit', 'withdraw']), status: z.enum(['1', '-1']), points: int }),
  /** The site's notice changed (the home ticker). */
  z.object({ type: z.literal('notice'), text: z.string() }),
  /**
   * A notice for the player's inbox was written or withdrawn (for everyone, or for this player: a declined fund
   * request too): refetch the inbox, its unread count and the ticker. Sent again when a notice scheduled for later comes into force or ends.
   */
  z.object({ type: z.literal('inbox'), notice_id: int }),
  /** Operators: a fund request arrived ('0') or was decided. */
  z.object({ type: z.literal('fund_request'), request_id: int, kind: z.enum(['deposit', 'withdraw']), status: z.enum(['0', '1', '-1']) }),
  /** The stream could not resume from the tab's last id (too old, or too much missed): refetch everything shown. */
  z.object({ type: z.literal('reset') }),
  /** The session behind the stream ended (logout, expiry, a new MPIN): the stream closes after this. */
  z.object({ type: z.literal('ended') }),
]);

export type LiveEvent = z.infer<typeof liveEventSchema>;

/**
 * A stream's query: where to resume when the browser cannot send Last-Event-ID (a new EventSource after the
 * old one gave up). The header wins when both are sent.
 */
export const liveStreamQuery = z.object({ last_event_id: z.string().max(40).optional() });
