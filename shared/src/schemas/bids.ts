/**
 * set_bid_new.php: the form field `bids` holds a JSON array with exactly one
 * bid (docs/PRODUCT.md §3 Bid payload). The number rules are the shared
 * checkBidNumbers, so the entry pages and the server refuse the same bids
 * with the same words. The maximum stake is the operator's setting: the
 * server passes its value, the client the one the API reports.
 */
import { z } from 'zod';
import { checkBidNumbers, MIN_BID_POINTS } from '../domain/bidRules.js';
import { MSG } from '../messages.js';
import { optionalText, points } from './fields.js';

export interface BidLimits {
  maxBidPoints: number;
}

/**
 * The answers (429) of the bid path's fair queue (server/src/features/bids/playerQueue.ts):
 * a player's bids are placed one after another, a few may wait, more are
 * refused; and a player may place only so many bids a minute on every API
 * process together. And the bid path's one refusal of its own.
 */
export const BID_MSG = {
  tooManyWaiting: 'Your earlier bids are still being placed. Wait for them to finish, then try again.',
  tooManyPerMinute: (seconds: number) => `Too many bids in a short time. Please wait ${seconds} seconds and try again.`,
  /** 409: the game type has no rate, so the bid could not carry the rate it is paid at (docs/SETTLEMENT.md "The rate of a bid"). */
  noRate: 'Bids on this game are not taken right now: its rate is not set. Please try again later.',
  /** Above the operator's maximum: the server's 400, the entry pages' field error and the bulk grid's toast. */
  overMaximum: (maxBidPoints: number) => `Maximum ${maxBidPoints} Points per bid.`,
} as const;

const BIDS_TEXT_MAX = 10_000;
const ONE_BID = 'bids must be a JSON array holding one bid.';
export const TRANSACTION_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** The game type, session and four number fields, judged together (which fields apply depends on the type). */
const bidNumbers = z
  .object({ game_type: z.unknown(), session: z.unknown(), open_pana: z.unknown(), open_digit: z.unknown(), close_pana: z.unknown(), close_digit: z.unknown() })
  .transform((raw, context) => {
    const check = checkBidNumbers(raw);
    if (check.ok) return check.selection;
    context.addIssue({ code: 'custom', message: check.msg, input: raw });
    return z.NEVER;
  });

export const bidPoints = (limits: BidLimits) =>
  points({
    required: MSG.bidPointsRequired,
    whole: 'Points must be a whole number.',
    min: { value: MIN_BID_POINTS, message: MSG.bidMinimumPoints },
    max: { value: limits.maxBidPoints, message: BID_MSG.overMaximum(limits.maxBidPoints) },
  });

/** One bid object, read in the order its checks run: market, numbers, points, transaction id. */
export const bidPayload = (limits: BidLimits) =>
  z.preprocess(
    (raw) => {
      const bid = raw as Record<string, unknown>;
      const { game_type, session, open_pana, open_digit, close_pana, close_digit } = bid;
      return {
        phone_number: bid.phone_number,
        game_name: bid.game_name,
        selection: { game_type, session, open_pana, open_digit, close_pana, close_digit },
        points_action: bid.points_action,
        transaction_id: bid.transaction_id,
      };
    },
    z.object({
      /** Optional on the wire; when present it must be the caller's own number (checked by the server). */
      phone_number: optionalText(20, 'phone_number'),
      game_name: z.string({ error: 'Please choose a market.' }).max(60, { error: 'Please choose a market.' }),
      selection: bidNumbers,
      points_action: bidPoints(limits),
      transaction_id: z
        .string({ error: 'Every bid needs a transaction_id (8 to 64 letters, digits, - or _).' })
        .regex(TRANSACTION_ID_PATTERN, { error: 'Every bid needs a transaction_id (8 to 64 letters, digits, - or _).' }),
    }),
  );

/** `bids` as form text (JSON) or, from JSON clients, the array itself. */
const oneBid = z
  .preprocess((raw) => {
    if (typeof raw !== 'string') return raw;
    try {
      return raw.length > BIDS_TEXT_MAX ? raw : JSON.parse(raw);
    } catch {
      return undefined;
    }
  }, z.unknown())
  .superRefine((value, context) => {
    if (typeof value === 'string') context.addIssue({ code: 'custom', message: 'bids is too long.', input: value });
    else if (!Array.isArray(value) || value.length !== 1 || typeof value[0] !== 'object' || value[0] === null || Array.isArray(value[0])) {
      context.addIssue({ code: 'custom', message: ONE_BID, input: value });
    }
  })
  .transform((value) => (value as unknown[])[0]);

export const placeBidRequest = (limits: BidLimits) => z.object({ bids: oneBid.pipe(bidPayload(limits)) });

export type BidInput = z.output<ReturnType<typeof bidPayload>>;

