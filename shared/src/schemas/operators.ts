/**
 * Requests of the operator API (docs/API.md "Operator API"): login, wallet
 * adjustments, fund-request lists and decisions. Results: schemas/results.ts;
 * markets and rates: adminMarkets.ts; settings: adminSettings.ts; players:
 * adminPlayers.ts; audit and dashboard: adminAudit.ts.
 */
import { z } from 'zod';
import { optionalFilter, optionalText, phoneNumber, recordId, requiredText, signedPoints, text } from './fields.js';
import { operatorLogin } from './operatorAccounts.js';
import { pageQuery } from './pagination.js';

/**
 * One identifier field, `login`: the operator's 10-digit mobile number or
 * their username (any case: usernames are stored lowercase). The console's
 * sign-in form resolves with this.
 */
export const operatorLoginForm = z.object({
  login: operatorLogin(),
  password: requiredText(200, 'Please enter the password.', 'password'),
});

/** What the server parses: the form's fields; `phone_number` is still read when `login` is absent, so clients written before usernames keep working. */
export const operatorLoginRequest = z.preprocess((body) => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const fields = body as Record<string, unknown>;
  return fields.login === undefined && fields.phone_number !== undefined ? { ...fields, login: fields.phone_number } : fields;
}, operatorLoginForm);

export const ADJUSTMENT_MSG = {
  amount: 'Amount must be a non-zero whole number of points.',
  reason: 'Say why the balance is adjusted (at least 3 characters).',
  playerNotFound: 'No player has this number.',
  belowZero: 'The wallet holds fewer points than that.',
} as const;

/** A signed adjustment; the reason is mandatory and is the ledger row's remark the player reads. */
export const walletAdjustmentRequest = z.object({
  phone_number: phoneNumber(undefined, 'phone_number'),
  amount: signedPoints(ADJUSTMENT_MSG.amount),
  remark: requiredText(200, ADJUSTMENT_MSG.reason, 'remark').refine((value) => value.length >= 3, { error: ADJUSTMENT_MSG.reason }),
});

export const FUND_REQUEST_STATUSES = ['0', '1', '-1'] as const;
export const FUND_REQUEST_KINDS = ['deposit', 'withdraw'] as const;
export const FUND_REQUEST_SORTS = ['created_at', 'points'] as const;

/** The fund-request table: filters (unknown values ignored, not refused), paging and sort; `q` = a player's phone (prefix) or name. */
export const fundRequestsQuery = pageQuery(FUND_REQUEST_SORTS, 'created_at').extend({
  status: optionalFilter(FUND_REQUEST_STATUSES),
  kind: optionalFilter(FUND_REQUEST_KINDS),
  q: text(60, 'Search').optional().catch(undefined),
});

/** `:id` of a URL such as /api/admin/fund-requests/:id/decision. */
export const idParams = z.object({ id: recordId('Unknown id.') });

export const DECISION_MSG = {
  declineReason: 'Say why the request is declined (at least 3 characters).',
  payoutReference: 'Enter the payout reference (the UTR of the bank transfer).',
  alreadyDecided: 'This request was already decided.',
  notFound: 'Request not found.',
} as const;

/**
 * Approve, or decline with a reason (the player reads it in their request
 * history). Approving a withdrawal needs the payout reference of the bank
 * transfer; the server checks that, as only it knows the request's kind.
 */
export const fundDecisionRequest = z
  .object({
    approve: z.boolean({ error: 'approve must be true or false.' }),
    payout_reference: optionalText(60, 'payout_reference'),
    reason: optionalText(200, 'reason'),
  })
  .refine((decision) => decision.approve || (decision.reason ?? '').length >= 3, { error: DECISION_MSG.declineReason, path: ['reason'] });

export type OperatorLoginInput = z.output<typeof operatorLoginForm>;
export type WalletAdjustmentInput = z.output<typeof walletAdjustmentRequest>;
export type FundRequestsFilter = z.output<typeof fundRequestsQuery>;
export type FundDecisionRequest = z.input<typeof fundDecisionRequest>;
export type FundDecisionInput = z.output<typeof fundDecisionRequest>;
