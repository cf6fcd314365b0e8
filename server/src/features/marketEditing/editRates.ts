/**
 * Game rates in the console (docs/API.md "Operator API" → rates). A win
 * pays points × max ÷ min, rounded down (`payout`, shared/src/domain/
 * settlement.ts); settlement reads the rates inside the declaring
 * transaction, so a change applies to results declared after it.
 */
import { RATE_TYPES, type AdminRate, type RateType, type UpdateRateInput } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { recordAudit, type Actor } from '../../data/audit.js';
import { findRate, listRates, upsertRate } from '../../data/markets.js';

function adminRate(type: RateType, rate: { min_value: number; max_value: number }): AdminRate {
  return { type, min_value: rate.min_value, max_value: rate.max_value, label: `${rate.min_value} KA ${rate.max_value}`, display_order: RATE_TYPES.indexOf(type) };
}

/** The seven rate types in their fixed order (a type without a row is left out). */
export async function adminRates(ctx: AppContext): Promise<AdminRate[]> {
  const rows = new Map((await listRates(ctx.db.pool)).map((row) => [row.type, row]));
  return RATE_TYPES.flatMap((type) => {
    const row = rows.get(type);
    return row ? [adminRate(type, row)] : [];
  });
}

export async function editRate(ctx: AppContext, actor: Actor, input: UpdateRateInput): Promise<AdminRate> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const current = await findRate(tx, input.type, true);
    const after = { min_value: input.min_value, max_value: input.max_value };
    await upsertRate(tx, { type: input.type, ...after }, current?.sort_order ?? RATE_TYPES.indexOf(input.type));
    await recordAudit(tx, {
      operatorId: actor.operatorId, action: 'rate.updated', targetType: 'rate', targetId: input.type,
      before: current ? { min_value: current.min_value, max_value: current.max_value } : null, after, requestId: actor.requestId, now,
    });
    return adminRate(input.type, after);
  });
}
