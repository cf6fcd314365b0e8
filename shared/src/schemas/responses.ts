/**
 * Responses of the player calls (docs/PRODUCT.md §3, §7; docs/API.md): one
 * zod schema per response, the wire types in shared/src/api are inferred from
 * them, and the server serializes every reply through its route's schema
 * (server/src/http/responses.ts), so a field the schema does not name never
 * leaves the server and a reply that drifts from it is a 500 the tests see.
 */
import { z } from 'zod';
import { BID_SESSIONS, GAME_TYPE_IDS, RATE_TYPES } from '../domain/gameTypes.js';
import { LANGUAGES } from '../i18n/languages.js';
import { BREAK_KINDS, BREAK_PERIODS, LIMIT_KINDS, LIMIT_PERIODS } from '../domain/protection.js';

/** '1' on success and '0' on failure, with `msg` saying why. */
export const successFlag = z.enum(['1', '0']);
/**
 * `code` names msg in the catalogs and `params` fills its placeholders, so the
 * client can say it in the player's language (docs/decisions/0023); absent
 * when msg is no catalog text.
 */
const messageCode = z.string().optional();
const messageParams = z.record(z.string(), z.union([z.string(), z.number()])).optional();
export const apiEnvelope = z.object({ success: successFlag, msg: z.string(), code: messageCode, params: messageParams });
const ok = <Shape extends z.ZodRawShape>(shape: Shape) => apiEnvelope.extend(shape);

/**
 * Every failure (server/src/http/errorHandler.ts): `msg`, repeated as
 * `message` and `data.msg` for the screens that read those, and what a route
 * adds (`status` on the add-fund and payment-status calls, a refusal's figures).
 */
export const failureResponse = z.looseObject({
  success: z.literal('0'),
  msg: z.string(),
  message: z.string(),
  data: z.object({ msg: z.string() }),
  code: messageCode,
  params: messageParams,
});

export const bankDetails = z.object({
  ifsc_code: z.string(),
  account_number: z.string(),
  bank_name: z.string(),
  account_holder_name: z.string(),
});

/**
 * The operator's limits, as the server enforces them: forms build their
 * schemas from these (limitsOf in shared/src/schemas/limits.ts), so a form
 * never accepts what the server will refuse.
 */
export const playerLimits = z.object({
  min_deposit: z.number(),
  max_deposit: z.number(),
  min_withdraw: z.number(),
  max_bid_points: z.number(),
  upload_max_bytes: z.number(),
});

const breakPeriod = z.enum([...BREAK_PERIODS.timeout, ...BREAK_PERIODS.self_exclusion]);

/** Why betting and deposits are closed for now (a time-out or a self-exclusion), as the screens explain it. */
export const playBlock = z.object({
  kind: z.enum(BREAK_KINDS),
  /** 'DD/MM/YYYY HH:MM' IST; null for a permanent self-exclusion. */
  until: z.string().nullable(),
  /** A self-exclusion whose end has passed but that support has not lifted yet. */
  ended: z.boolean(),
  message: z.string(),
  /** message's catalog code and figures, for the player's language (docs/decisions/0023). */
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

const operatorLicence = z.object({ jurisdiction: z.string(), licence: z.string() }).nullable();
const moneyMode = z.enum(['play', 'real']);

/** docs/PRODUCT.md §3 User info, kept by the client in localStorage under `user_session`. */
export const userInfo = z.object({
  phone_number: z.string(),
  name: z.string(),
  email: z.string(),
  /** Balance in integer points. */
  wallet: z.number(),
  /** '1' means betting enabled. */
  status: z.string(),
  created_at: z.string(),
  MIN_DEPOSIT: z.number(),
  UPI_ADMIN: z.string(),
  download_url: z.string(),
  paytm: z.string(),
  googlepay: z.string(),
  phonepay: z.string(),
  notification_head: z.string(),
  helpNumber1: z.string(),
  helpNumber2: z.string(),
  website_url: z.string(),
  bank_details: bankDetails.nullable(),
  /** 'play' (points only, sandbox payments) or 'real' (operator-enabled real money). */
  money_mode: moneyMode,
  limits: playerLimits,
  /** Real-money mode: the operator's jurisdiction and licence (side menu footer); null in play mode. */
  operator_licence: operatorLicence,
  /** Why betting and deposits are closed (time-out, self-exclusion); null when open. docs/PROTECTION.md */
  play_block: playBlock.nullable(),
  /** Minutes of activity between reality checks. */
  reality_check_minutes: z.number(),
  /**
   * The language the player chose, kept on the account; null until they choose
   * one (docs/I18N.md). Optional: a session stored before it existed still parses.
   */
  language: z.enum(LANGUAGES).nullable().optional(),
});

export const userExistsResponse = ok({ data: z.object({ exists: z.boolean(), otp_required: z.boolean() }) });
export const loginResponse = ok({
  data: z.union([userInfo, z.object({ msg: z.string() })]),
  /** Opaque session token, for non-browser clients (browsers get an HttpOnly cookie). */
  token: z.string().optional(),
});
export const verifyOtpResponse = z.object({
  status: z.enum(['success', 'failure']),
  message: z.string(),
  data: z.object({ verified: z.boolean() }),
});
/** A wrong or expired code: the OTP screen's own shape, with the usual failure fields beside it. */
export const verifyOtpFailure = verifyOtpResponse.extend({ success: z.literal('0'), msg: z.string() });
export const profileResponse = ok({ data: userInfo });
export const editProfileResponse = ok({ data: z.object({ msg: z.string(), user: userInfo.optional() }) });

/** docs/PRODUCT.md §3 Game, plus the server's open/closed verdict (Asia/Kolkata clock). */
export const game = z.object({
  id: z.number(),
  games_name: z.string(),
  /** '***' until declared. */
  open_pana: z.string(),
  /** '*' until declared. */
  open_digit: z.string(),
  close_digit: z.string(),
  close_pana: z.string(),
  /** 'h:mm AM' in Asia/Kolkata. */
  open_time: z.string(),
  close_time: z.string(),
  /** '0' disabled by the operator, '1' active. */
  game_status: z.string(),
  /** Server verdict: '1' when any session still takes bids now. */
  is_open: successFlag,
  /** Server verdict: the open session (and Jodi/Sangam) still takes bids. */
  open_session_open: z.boolean(),
  close_session_open: z.boolean(),
});
export const gamesResponse = ok({ result: z.array(game) });

export const rate = z.object({ type: z.enum(RATE_TYPES), min_value: z.number(), max_value: z.number() });
/** The rate a bid was placed at, which it is paid at whatever the rates say later (docs/SETTLEMENT.md "The rate of a bid"). */
export const bidRate = rate.pick({ min_value: true, max_value: true });
export const ratesResponse = ok({ result: z.array(rate) });

export const chartDay = z.object({ open_panna: z.string(), jodi: z.string(), close_panna: z.string() });
export const chartRow = z.object({
  /** e.g. '17/11/2026 to 23/11/2026' */
  week: z.string(),
  mon: chartDay, tue: chartDay, wed: chartDay, thu: chartDay, fri: chartDay, sat: chartDay, sun: chartDay,
});
export const chartsResponse = ok({ data: z.array(chartRow) });

export const placeBidResponse = ok({
  Remaining_user_balance: z.number().optional(),
  /** This transaction_id was placed before: the first outcome, returned again; nothing moved this time. */
  replay: z.literal(true).optional(),
});

/** A page of one of the player's lists, newest first: `next_cursor` is sent back as `before`; null on the last page. */
const historyPage = <Row extends z.ZodType>(row: Row) => ok({ result: z.array(row), next_cursor: z.string().nullable() });

export const bidRecord = z.object({
  date: z.string(),
  game_name: z.string(),
  game_type: z.enum(GAME_TYPE_IDS),
  session: z.enum(BID_SESSIONS),
  open_digit: z.string(),
  close_digit: z.string(),
  open_pana: z.string(),
  close_pana: z.string(),
  points_action: z.number(),
  status: z.enum(['pending', 'won', 'lost', 'refunded']),
  win_points: z.number(),
  transaction_id: z.string(),
  rate: bidRate,
});
export const bidHistoryResponse = historyPage(bidRecord);

export const walletHistoryRow = z.object({
  date: z.string(),
  remark: z.string(),
  /** Signed with '+' or '-', e.g. '+500' or '-10'. */
  amount: z.string(),
  updated_amount: z.number(),
});
export const walletHistoryResponse = historyPage(walletHistoryRow);

export const fundRequestRow = z.object({
  points: z.number(),
  remark: z.string(),
  action_type: z.enum(['Deposite', 'Withdraw']),
  /** '0' Pending / In Process, '-1' Failed / Declined, '1' Success. */
  status: z.enum(['0', '-1', '1']),
  date: z.string(),
});
export const requestHistoryResponse = historyPage(fundRequestRow);

export const paymentInfoResponse = ok({
  data: z.object({ upi_id: z.string(), phonepe: z.string(), gpay: z.string(), paytm: z.string(), min_deposit: z.number() }),
});
export const autoAddFundResponse = z.object({
  status: z.enum(['SUCCESS', 'FAILURE']),
  msg: z.string(),
  result: z.object({ payment_url: z.string() }).optional(),
});
export const paymentStatusResponse = z.object({ status: z.union([z.boolean(), z.enum(['PENDING', 'FAILED'])]), message: z.string() });

// Player protection (docs/PROTECTION.md).
export const limitView = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** The limit that applies now; null = none. */
  points: z.number().nullable(),
  /** A raise or removal waiting for its 24 hours (null points with a `from` = removal). */
  pending: z.object({ points: z.number().nullable(), from: z.string() }).nullable(),
  /** Points counted in the current window (deposits started, or net loss). */
  used: z.number(),
});
export const exclusionView = z.object({
  id: z.number(),
  kind: z.enum(BREAK_KINDS),
  period: breakPeriod,
  started_at: z.string(),
  /** null: permanent. */
  ends_at: z.string().nullable(),
  lifted_at: z.string().nullable(),
});
export const protectionStatus = z.object({
  limits: z.array(limitView),
  block: playBlock.nullable(),
  exclusions: z.array(exclusionView),
  reality_check_minutes: z.number(),
});
export const protectionResponse = ok({ data: protectionStatus });

/** reality_check.php: since this session began. */
export const realityCheck = z.object({
  /** ISO instant the session began. */
  since: z.string(),
  minutes: z.number(),
  bid_points: z.number(),
  won_points: z.number(),
  /** won − bid: negative is a loss. */
  net_points: z.number(),
});
export const realityCheckResponse = ok({ data: realityCheck });

/** One IST calendar day, week (Monday first) or month of a player's activity. */
export const activityRow = z.object({
  /** 'YYYY-MM-DD' the period starts on. */
  start: z.string(),
  bids: z.number(),
  wins: z.number(),
  deposits: z.number(),
  withdrawals: z.number(),
  /** wins − bids. */
  net: z.number(),
});
export const activityResponse = ok({ data: z.object({ period: z.enum(LIMIT_PERIODS), rows: z.array(activityRow) }) });

/** The public operator facts the side menu's footer and /download-now show (site_info.php). */
export const siteInfo = z.object({ money_mode: moneyMode, operator_licence: operatorLicence });
export const siteInfoResponse = ok({ data: siteInfo });

// Public results (docs/API.md result_history.php, get_draws.php).
const resultSession = z.enum(['open', 'close']);
export const declarationHistoryEntry = z.object({
  business_date: z.string(),
  session: resultSession,
  pana: z.string(),
  source: z.enum(['manual', 'draw']),
  declared_at: z.string(),
  reverted_at: z.string().nullable(),
  revert_reason: z.string().nullable(),
});
export const resultHistoryResponse = ok({ data: z.object({ market: z.string(), declarations: z.array(declarationHistoryEntry) }) });
export const drawEntry = z.object({
  business_date: z.string(),
  session: resultSession,
  /** SHA-256 of the seed, hex. */
  commitment: z.string(),
  committed_at: z.string(),
  /** 64 hex digits, null until drawn. */
  seed: z.string().nullable(),
  pana: z.string().nullable(),
  drawn_at: z.string().nullable(),
});
/**
 * One session of a market day as a verifier needs it (docs/SETTLEMENT.md
 * "Verifiable draws"): every session in the window that the market shows a
 * result for, has a standing declaration or has a commitment. `status` and
 * `reason` are the server's reading of the facts beside them
 * (`drawSessionVerdict`, shared/src/domain/drawSessions.ts); a verifier
 * recomputes them and checks the seed itself.
 */
export const drawSession = z.object({
  business_date: z.string(),
  session: resultSession,
  /** 00:00 IST of the business date: no bid for it is accepted earlier. */
  bidding_opens_at: z.string(),
  /** The pana the market shows (its chart), null when none. */
  pana: z.string().nullable(),
  /** The standing declaration: its pana, source and time, null when none is recorded. */
  declared_pana: z.string().nullable(),
  source: z.enum(['manual', 'draw']).nullable(),
  declared_at: z.string().nullable(),
  /** The session's commitment and when it was published, null when it has none. */
  commitment: z.string().nullable(),
  committed_at: z.string().nullable(),
  /** 64 hex digits once drawn, else null. */
  seed: z.string().nullable(),
  drawn_at: z.string().nullable(),
  holiday: z.boolean(),
  status: z.enum(['verifiable', 'not_verifiable', 'pending']),
  /** Why not verifiable (or pending), null when verifiable. */
  reason: z.string().nullable(),
});
export const marketDraws = z.object({
  market: z.string(),
  /** The mode of the days not committed yet; a committed day is drawn whatever the mode becomes. */
  draw_mode: z.enum(['manual', 'server']),
  /** The first business date the current mode applies to (docs/SETTLEMENT.md "Draw mode per day"); null if none is set yet. */
  draw_mode_from: z.string().nullable(),
  /** The window `sessions` and `draws` cover, business dates. */
  from: z.string(),
  to: z.string(),
  draws: z.array(drawEntry),
  /** Newest first. */
  sessions: z.array(drawSession),
});
export const drawsResponse = ok({ data: marketDraws });

// The site routes: the health check and the remotes manifest (server/src/http/routes/site).
export const healthResponse = z.object({ status: z.literal('ok'), database: z.string(), money_mode: moneyMode, time: z.string() });
export const remotesManifest = z.record(z.string(), z.looseObject({ url: z.string() }));

/** What a payment gateway hears back from its webhook: 2xx for an event acted on (or already), 4xx for one refused. */
export const webhookAnswer = apiEnvelope.extend({ verdict: z.string(), duplicate: z.boolean() });
