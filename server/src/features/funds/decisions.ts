/**
 * The operator's side of deposits and withdrawals (docs/API.md "Operator
 * API" → fund requests): the paged queue and the decision. A decision and
 * its ledger effect happen exactly once: the request row is locked, a
 * decided one is refused (409), and the ledger's (kind, reference) is
 * unique (migration 045), so two operators deciding at once get one
 * decision and one posting.
 */
import {
  DECISION_MSG, fundStateOf, fundStatusCode,
  type AdminFundRequest, type FundDecisionInput, type FundRequestCounts, type FundRequestsFilter, type Page,
} from '@matka/shared';
import type { AppContext } from '../../context.js';
import { recordAudit, type Actor } from '../../data/audit.js';
import { findFundRequest } from '../../data/funds.js';
import { findAdminFundRequest, pageFundRequests, pendingFundRequestCounts, recordFundDecision, type AdminFundRequestRow, type FundRequestFilter } from '../../data/fundQueue.js';
import { post } from '../../data/ledger.js';
import { pageOf } from '../../data/tablePages.js';
import { assert, badRequest, conflict, notFound } from '../../errors.js';
import { noteCreditDuringBreak } from '../protection/paidDuringBreak.js';
import { assertOperatorMayCreditGateway } from '../payments/mayCredit.js';

export function adminFundRequest(row: AdminFundRequestRow): AdminFundRequest {
  return {
    id: row.id, kind: row.kind, method: row.method, points: row.points, status: fundStatusCode(row.status), utr: row.utr,
    remark: row.remark, has_image: Boolean(row.image_path), created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null, decided_by: row.decided_by_name,
    payout_reference: row.payout_reference, decline_reason: row.decline_reason,
    player: { id: row.user_id, phone_number: row.phone_number, name: row.name, balance: row.balance },
    bank_details: row.kind === 'withdraw' && row.account_number !== null
      ? { ifsc_code: row.ifsc_code ?? '', account_number: row.account_number, bank_name: row.bank_name ?? '', account_holder_name: row.account_holder_name ?? '' }
      : null,
  };
}

export async function fundRequestPage(ctx: AppContext, query: FundRequestsFilter, userId?: number): Promise<Page<AdminFundRequest>> {
  const filter: FundRequestFilter = {
    kind: query.kind, search: query.q || undefined, userId, ...(query.status ? { status: fundStateOf(query.status) } : {}),
  };
  const { rows, total } = await pageFundRequests(ctx.db.pool, filter, query);
  return pageOf(rows.map(adminFundRequest), total, query);
}

export async function fundRequestDetail(ctx: AppContext, id: number): Promise<AdminFundRequest> {
  const row = await findAdminFundRequest(ctx.db.pool, id);
  if (!row) throw notFound(DECISION_MSG.notFound);
  return adminFundRequest(row);
}

export const fundRequestCounts = (ctx: AppContext): Promise<FundRequestCounts> => pendingFundRequestCounts(ctx.db.pool);

/**
 * Approve: a deposit is credited; a withdrawal (already held when it was
 * asked for) is paid out, with the bank transfer's reference. Decline: the
 * player reads the reason; a withdrawal's held points come back.
 */
export async function decideRequest(ctx: AppContext, actor: Actor, id: number, decision: FundDecisionInput): Promise<AdminFundRequest> {
  await ctx.db.transaction(async (tx) => {
    const request = await findFundRequest(tx, id, true);
    if (!request) throw notFound(DECISION_MSG.notFound);
    if (request.status !== 'pending') throw conflict(DECISION_MSG.alreadyDecided);
    const { approve } = decision;
    const payoutReference = request.kind === 'withdraw' && approve ? decision.payout_reference : undefined;
    if (request.kind === 'withdraw' && approve && !payoutReference) throw badRequest(DECISION_MSG.payoutReference);
    // A gateway payment is credited only in the money mode it was opened in (gateway.ts).
    if (approve) assertOperatorMayCreditGateway(ctx.config, request);
    const now = ctx.clock.now();
    // A deposit credited during the player's break is noted, and its remark says the points can be withdrawn (docs/PROTECTION.md).
    let duringBreak: string | null = null;
    if (request.kind === 'deposit' && approve) {
      const balance = await post(tx, { userId: request.user_id, amount: request.points, kind: 'deposit', reference: `fund:${id}`, remark: 'Deposit approved', now });
      assert(balance !== null, `credit of fund request ${id} failed`);
      duringBreak = await noteCreditDuringBreak(tx, request.user_id, id, now);
    }
    if (request.kind === 'withdraw' && !approve) {
      const balance = await post(tx, { userId: request.user_id, amount: request.points, kind: 'withdrawal_refund', reference: `fund:${id}`, remark: 'Withdrawal declined (points returned)', now });
      assert(balance !== null, `refund of fund request ${id} failed`);
    }
    const status = approve ? 'approved' : 'declined';
    const declineReason = approve ? null : decision.reason ?? null;
    // The player's request history shows `remark`: the decline reason, or the payout reference.
    const remark = approve ? (payoutReference ? `Paid: ${payoutReference}` : duringBreak) : declineReason;
    await recordFundDecision(tx, id, { status, remark, operatorId: actor.operatorId, now, payoutReference: payoutReference ?? null, declineReason });
    await recordAudit(tx, {
      operatorId: actor.operatorId, action: approve ? 'fund_request.approved' : 'fund_request.declined',
      targetType: 'fund_request', targetId: id, userId: request.user_id,
      before: { status: request.status, remark: request.remark },
      after: { status, kind: request.kind, points: request.points, payout_reference: payoutReference ?? null, reason: declineReason },
      requestId: actor.requestId, now,
    });
  });
  return fundRequestDetail(ctx, id);
}
