/**
 * Responses of the operator console (docs/API.md "Operator API"): every
 * reply is `{ success: '1', msg, data }` and every table a page. The wire
 * types in shared/src/api/console.ts are inferred from these, and the server
 * serializes each console route through its schema (server/src/http/responses.ts).
 * Amounts are integer points; instants ISO-8601; business dates 'YYYY-MM-DD' IST.
 */
import { z } from 'zod';
import { BID_SESSIONS, GAME_TYPE_IDS, RATE_TYPES } from '../domain/gameTypes.js';
import { AUDIT_ACTIONS, OPERATOR_ROLES, ROLE_GRANTS, type OperatorGrant } from '../api/operators.js';
import { DRAW_MODES, WEEKDAYS } from './adminMarkets.js';
import { playerSettingsFields } from './adminSettings.js';
import { SORT_DIRECTIONS } from './pagination.js';
import {
  apiEnvelope, bankDetails, bidRate, bidRecord, drawEntry, exclusionView, fundRequestRow, protectionStatus, declarationHistoryEntry,
} from './responses.js';

/** A console reply carrying `data`. */
export const consoleReply = <Data extends z.ZodType>(data: Data) => apiEnvelope.extend({ data });

/** One page of a console table, with the sort the server applied. */
export const pageOf = <Item extends z.ZodType>(item: Item) => z.object({
  items: z.array(item),
  /** 1-based. */
  page: z.number(),
  page_size: z.number(),
  /** Rows matching the filters, over all pages. */
  total: z.number(),
  sort: z.string(),
  dir: z.enum(SORT_DIRECTIONS),
});

const operatorRole = z.enum(OPERATOR_ROLES);
const operatorGrant = z.enum(Object.keys(ROLE_GRANTS) as [OperatorGrant, ...OperatorGrant[]]);

/** Who the operator is and what the role may do (menus hide the rest). */
export const operatorMe = z.object({
  id: z.number(),
  name: z.string(),
  /** An operator signs in with either; at least one is set. */
  phone_number: z.string().nullable(),
  username: z.string().nullable(),
  role: operatorRole,
  grants: z.array(operatorGrant),
});

export const operatorSummary = operatorMe.omit({ grants: true }).extend({ disabled: z.boolean() });

/** A row of the console's operator table (never the password hash). */
export const operatorAccount = operatorSummary.extend({
  created_at: z.string(),
  /** When the operator was disabled; null while active. */
  disabled_at: z.string().nullable(),
  /** The newest successful sign-in (audit log), or null. */
  last_login_at: z.string().nullable(),
});

export const adminMarket = z.object({
  id: z.number(),
  name: z.string(),
  /** 'HH:MM', Asia/Kolkata. */
  open_time: z.string(),
  close_time: z.string(),
  /** True when the close is past midnight (the draw of day D closes on D+1). */
  crosses_midnight: z.boolean(),
  days: z.array(z.enum(WEEKDAYS)),
  /** '1' takes bids, '0' switched off. */
  status: z.enum(['0', '1']),
  display_order: z.number(),
  /** Holiday business dates from today (IST) on, ascending. */
  holidays: z.array(z.string()),
  /** 'server': results drawn by the server from committed seeds; 'manual': declared by an operator. */
  draw_mode: z.enum(DRAW_MODES),
  /**
   * The first business date `draw_mode` applies to: a day whose commitment is
   * published keeps being drawn, so a switch applies from the first day
   * without one (docs/SETTLEMENT.md "Draw mode per day"). Null: a 'server'
   * market with no day ahead to commit (every coming day off).
   */
  draw_mode_from: z.string().nullable(),
});

export const adminRate = z.object({
  type: z.enum(RATE_TYPES),
  min_value: z.number(),
  max_value: z.number(),
  /** How players read it: '10 KA 95'. A win pays points × max ÷ min, rounded down (shared/src/domain/settlement.ts). */
  label: z.string(),
  display_order: z.number(),
});

/** The settings players see, as stored, and when and by whom they last changed (null: first-run defaults). */
export const playerSettings = playerSettingsFields.extend({ updated_at: z.string().nullable(), updated_by: z.string().nullable() });

export const playerRef = z.object({ id: z.number(), phone_number: z.string(), name: z.string() });

export const adminFundRequest = z.object({
  id: z.number(),
  kind: z.enum(['deposit', 'withdraw']),
  method: z.enum(['manual', 'gateway', 'bank_transfer']),
  points: z.number(),
  /** '0' pending, '1' approved, '-1' declined (docs/PRODUCT.md §3). */
  status: fundRequestRow.shape.status,
  utr: z.string().nullable(),
  /** The player-facing remark (the decline reason once declined). */
  remark: z.string(),
  /** A deposit screenshot can be fetched at ADMIN_API.fundRequestScreenshot(id). */
  has_image: z.boolean(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  payout_reference: z.string().nullable(),
  decline_reason: z.string().nullable(),
  player: playerRef.extend({ balance: z.number() }),
  /** Withdrawals: where to send the money (the player's saved bank details); null for deposits. */
  bank_details: bankDetails.nullable(),
});

/** Pending requests, for the menu badges and the dashboard. */
export const fundRequestCounts = z.object({ deposit: z.number(), withdraw: z.number() });

export const playerSummary = playerRef.extend({
  email: z.string(),
  /** '1' betting enabled, '0' disabled. */
  status: z.enum(['0', '1']),
  balance: z.number(),
  created_at: z.string(),
});

/** One guessing budget of a player: wrong guesses counted now, the most allowed, and when it has room again if spent. */
export const guessingBudget = z.object({
  wrong: z.number(),
  max: z.number(),
  paused_until: z.string().nullable(),
});

/** A wrong password on the operator's own account (the console shows the operator their own). */
export const signInFailure = z.object({
  at: z.string(),
  address: z.string(),
  known_device: z.boolean(),
});

export const playerDetail = playerSummary.extend({
  paytm: z.string(),
  googlepay: z.string(),
  phonepay: z.string(),
  bank_details: bankDetails.nullable(),
  /** Wrong MPINs from new devices and wrong OTPs still counted (docs/SECURITY.md "Guessing"). */
  guessing: z.object({ mpin_new_device: guessingBudget, otp: guessingBudget }),
  totals: z.object({ deposited: z.number(), withdrawn: z.number(), staked: z.number(), won: z.number() }),
  pending_requests: z.number(),
  /** Points a result revert could not take back (docs/SETTLEMENT.md "Revert"). */
  open_receivables: z.number(),
});

export const adminLedgerEntry = z.object({
  id: z.number(),
  kind: z.enum(['bid', 'win', 'win_reversal', 'deposit', 'withdrawal_hold', 'withdrawal_refund', 'adjustment', 'receivable_recovery']),
  /** Signed points. */
  amount: z.number(),
  balance_after: z.number(),
  reference: z.string(),
  remark: z.string(),
  created_at: z.string(),
});

export const adminBid = z.object({
  id: z.number(),
  market: z.string(),
  business_date: z.string(),
  game_type: z.string(),
  session: z.enum(BID_SESSIONS),
  /** The pick as bid lists show it ('5', '13', '128-3'). */
  number: z.string(),
  points: z.number(),
  status: bidRecord.shape.status,
  win_points: z.number(),
  /** The rate the bid was placed at, which it is paid at. */
  rate: bidRate,
  created_at: z.string(),
});

export const auditEntry = z.object({
  id: z.number(),
  created_at: z.string(),
  /** null: a failed login naming no known operator, or the server itself (first start, CLI). */
  operator: z.object({ id: z.number(), name: z.string() }).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  target_type: z.string(),
  target_id: z.string(),
  player: playerRef.nullable(),
  before: z.unknown(),
  after: z.unknown(),
  request_id: z.string(),
});

export const MARKET_RESULT_STATES = ['pending', 'open_declared', 'declared', 'holiday', 'not_running', 'off'] as const;

export const dashboardMarket = z.object({
  market_id: z.number(),
  name: z.string(),
  business_date: z.string(),
  open_time: z.string(),
  close_time: z.string(),
  bids: z.number(),
  points_staked: z.number(),
  /** Distinct players who bid. */
  players: z.number(),
  open_pana: z.string().nullable(),
  close_pana: z.string().nullable(),
  result_state: z.enum(MARKET_RESULT_STATES),
});

export const INTEGRITY_MARKER_KINDS = ['best_for_house', 'preview_limit_reached'] as const;
/**
 * A result session to look at (docs/SETTLEMENT.md "Integrity"):
 * `best_for_house`, a declared pana that paid the least of several previewed;
 * `preview_limit_reached`, a session whose previews reached the limit.
 */
export const integrityMarker = z.object({
  kind: z.enum(INTEGRITY_MARKER_KINDS),
  market_id: z.number(),
  market: z.string(),
  business_date: z.string(),
  session: z.enum(['open', 'close']),
  /** The declared pana (`best_for_house`); null for `preview_limit_reached`. */
  pana: z.string().nullable(),
  /** Different panas previewed (before the declaration, for `best_for_house`). */
  previewed_panas: z.number(),
  /** Who previewed them, and for `best_for_house` who declared it, by name, alphabetically. */
  operators: z.array(z.string()),
  /** The declaration's time, or the last preview's. */
  at: z.string(),
  detail: z.string(),
});

const countAndPoints = z.object({ count: z.number(), points: z.number() });
/** Every wallet compared with the sum of its ledger rows; `wallets`: the first that differ (at most 20) of `mismatches`. */
const ledgerCheck = z.object({
  checked_at: z.string(),
  mismatches: z.number(),
  wallets: z.array(z.object({ user_id: z.number(), balance: z.number(), ledger_sum: z.number() })),
});
/** What is still owed over every open receivable (docs/decisions/0020): on the dashboard and the Receivables screen. */
export const receivableTotals = z.object({ open: z.number(), outstanding: z.number() });

export const dashboard = z.object({
  /** The IST date the figures are for. */
  date: z.string(),
  markets: z.array(dashboardMarket),
  totals: z.object({ bids: z.number(), points_staked: z.number(), players: z.number() }),
  /** Approved on that date (by decision time; gateway deposits by payment time). */
  deposits: countAndPoints,
  withdrawals: countAndPoints,
  /** Pending now, whatever the date. */
  pending: fundRequestCounts,
  /** The newest operator actions (at most 10); empty for a role without the `audit` grant. */
  recent_actions: z.array(auditEntry),
  /** Result sessions to look at (docs/SETTLEMENT.md "Integrity"); empty for a role without the `audit` grant. */
  integrity_markers: z.array(integrityMarker),
  /** The newest ledger check (docs/DATABASE.md "Ledger check"); null before the first. */
  ledger_check: ledgerCheck.nullable(),
  /** Open receivables now, whatever the date: how many and the points still owed. */
  receivables: receivableTotals,
});

export const adjustmentResponse = apiEnvelope.extend({ balance: z.number() });

// Results (docs/API.md "Results", docs/SETTLEMENT.md).
const resultSession = drawEntry.shape.session;
export const settlementFigures = z.object({
  /** Bids the declaration decides (won + lost). */
  settled: z.number(),
  winners: z.number(),
  /** Points those bids staked. */
  staked: z.number(),
  /** Points paid to the winners. */
  paid: z.number(),
  /** staked − paid: what the operator keeps (negative when the result pays out more than was staked). */
  net: z.number(),
});
export const resultPreview = settlementFigures.extend({
  market_id: z.number(),
  business_date: z.string(),
  session: resultSession,
  pana: z.string(),
  by_game_type: z.array(settlementFigures.extend({ game_type: z.enum(GAME_TYPE_IDS) })),
  /** Different panas of this session previewed so far, this one included, and the most allowed (docs/SETTLEMENT.md "Integrity"). */
  previewed_panas: z.number(),
  preview_limit: z.number(),
  /** The largest wins, biggest first (at most 50). */
  biggest_wins: z.array(z.object({
    phone_number: z.string(),
    game_type: z.enum(GAME_TYPE_IDS),
    session: z.enum(BID_SESSIONS),
    /** The player's pick as bid lists show it (e.g. '13', '128-3'). */
    number: z.string(),
    points: z.number(),
    win_points: z.number(),
    /** The rate the bid was placed at, which the win is computed from. */
    rate: bidRate,
  })),
});
export const settlementSummary = settlementFigures.extend({
  declaration_id: z.number(),
  market_id: z.number(),
  business_date: z.string(),
  session: resultSession,
  pana: z.string(),
  /** Wall time of the settlement inside the declaring transaction. */
  settle_ms: z.number(),
});
export const revertSummary = z.object({
  declaration_id: z.number(),
  business_date: z.string(),
  session: resultSession,
  /** Bids returned to pending. */
  reopened: z.number(),
  /** Points taken back from winners' wallets. */
  reversed: z.number(),
  /** Points that could not be taken back (already spent or withdrawn), recorded as receivables. */
  shortfall: z.number(),
});
export const declarationRecord = declarationHistoryEntry.extend({
  id: z.number(),
  market_id: z.number(),
  settled: z.number(),
  winners: z.number(),
  staked: z.number(),
  paid: z.number(),
  settle_ms: z.number(),
  reversed: z.number().nullable(),
  shortfall: z.number().nullable(),
  /** Different panas of the session previewed before this declaration, and by whom (names, docs/SETTLEMENT.md "Integrity"). */
  previewed_panas: z.number(),
  previewed_by: z.array(z.string()),
  /** An admin's reason for a day before the market existed or further back than the server allows; null otherwise. */
  back_dated_reason: z.string().nullable(),
});
export const marketDay = z.object({
  market_id: z.number(),
  market: z.string(),
  business_date: z.string(),
  open_pana: z.string().nullable(),
  close_pana: z.string().nullable(),
  /** 'server': results are drawn by the server (docs/SETTLEMENT.md "Verifiable draws"). */
  draw_mode: z.enum(DRAW_MODES),
  /** The day's commitments (seed and pana once drawn): a session listed here is drawn, never declared by hand. */
  draws: z.array(drawEntry),
  declarations: z.array(declarationRecord),
  /** Why only an admin with a reason may declare this day (before the market existed, or too far back); null when anyone may. */
  back_dated: z.string().nullable(),
  /** Different panas previewed so far per session, and the most allowed (docs/SETTLEMENT.md "Integrity"). */
  previewed: z.object({ open: z.number(), close: z.number() }),
  preview_limit: z.number(),
});

// Player protection, the operator's side (docs/PROTECTION.md "Operators").
export const HARM_MARKER_KINDS = ['deposit_frequency', 'cancelled_withdrawals', 'raise_after_limit_hit', 'play_while_excluded'] as const;
export const harmMarker = z.object({
  kind: z.enum(HARM_MARKER_KINDS),
  /** The player's console page: /admin/players/{player_id}. */
  player_id: z.number(),
  phone_number: z.string(),
  name: z.string(),
  /** How many times in the marker's window. */
  count: z.number(),
  /** ISO instant of the latest occurrence. */
  last_at: z.string(),
  detail: z.string(),
});
export const playerProtectionView = protectionStatus.extend({
  phone_number: z.string(),
  name: z.string(),
  date_of_birth: z.string().nullable(),
  terms_accepted_at: z.string().nullable(),
  markers: z.array(harmMarker),
  /** Ids among `exclusions` an operator may lift now: self-exclusions whose end has passed, not yet lifted. */
  liftable: z.array(z.number()),
});
/** What flags a player (docs/PROTECTION.md "Markers of harm"). */
export const harmThresholds = z.object({
  /** `deposit_frequency`: this many deposits started within 24 hours, or more. */
  deposits_per_day: z.number(),
  /** `cancelled_withdrawals`: this many withdrawals declined in the window, or more. */
  cancelled_withdrawals: z.number(),
  /** `raise_after_limit_hit`: a raise this many hours after a limit refused the player. */
  raise_after_hit_hours: z.number(),
  /** How far back every marker looks. */
  lookback_days: z.number(),
});
export const harmMarkersReport = z.object({ thresholds: harmThresholds, markers: z.array(harmMarker) });
/** One player on a break, with the break that stands. */
export const excludedPlayer = z.object({
  player_id: z.number(),
  phone_number: z.string(),
  name: z.string(),
  exclusion: exclusionView,
  /** A self-exclusion whose end has passed: play stays closed until an operator lifts it. */
  ended: z.boolean(),
});

