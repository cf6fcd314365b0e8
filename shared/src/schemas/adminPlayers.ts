/**
 * The console's players (docs/API.md "Operator API" → players): search by
 * phone or name, one player's ledger, bids and fund requests a page at a
 * time, and the status change (betting on/off) with a reason.
 */
import { z } from 'zod';
import { text } from './fields.js';
import { pageQuery } from './pagination.js';

export const PLAYER_SORTS = ['created_at', 'name', 'phone_number', 'balance'] as const;
export type PlayerSort = (typeof PLAYER_SORTS)[number];

/** `q`: digits search the phone number (prefix), anything else the name (contains, any case). */
export const playersQuery = pageQuery(PLAYER_SORTS, 'created_at').extend({
  q: text(60, 'Search').optional().catch(undefined),
});
export type PlayersQuery = z.output<typeof playersQuery>;

/** A player's ledger, bids or fund requests: newest first unless asked otherwise. */
export const playerHistoryQuery = pageQuery(['created_at'], 'created_at');
export type PlayerHistoryQuery = z.output<typeof playerHistoryQuery>;

export const PLAYER_STATUS_MSG = {
  statusInvalid: "Status must be '1' (betting enabled) or '0' (betting disabled).",
  reason: 'Say why the status changes (at least 3 characters).',
  notFound: 'Player not found.',
} as const;

export const playerStatusRequest = z.object({
  status: z.enum(['0', '1'], { error: PLAYER_STATUS_MSG.statusInvalid }),
  reason: z.string({ error: PLAYER_STATUS_MSG.reason }).trim().min(3, { error: PLAYER_STATUS_MSG.reason }).max(200, { error: 'The reason is too long (at most 200 characters).' }),
});
export type PlayerStatusRequest = z.input<typeof playerStatusRequest>;

const LIFT_GUESSING_REASON = 'Say how you checked it is the player asking (at least 3 characters).';
/** An admin lets a player try MPINs and OTPs again (docs/SECURITY.md "Guessing"): how the caller was checked goes to the audit log. */
export const liftGuessingRequest = z.object({
  reason: z.string({ error: LIFT_GUESSING_REASON }).trim().min(3, { error: LIFT_GUESSING_REASON }).max(200, { error: 'The reason is too long (at most 200 characters).' }),
});
export type LiftGuessingRequest = z.input<typeof liftGuessingRequest>;
