/**
 * Receivables in the console (docs/decisions/0020, docs/CONSOLE.md
 * "Receivables"): the paged list with the open totals, and an admin's
 * write-off with its reason and audit row. Collection needs no call: the
 * ledger's trigger takes each receivable out of the player's next credits
 * (server/sql/functions/collect_receivables.sql).
 */
import { RECEIVABLE_MSG, type Receivable, type ReceivablesPage, type ReceivablesQuery } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { recordAudit, type Actor } from '../../data/audit.js';
import { findReceivable, openReceivableTotals, pageReceivables, writeOffReceivable, type ReceivableRow } from '../../data/receivables.js';
import { pageOf } from '../../data/tablePages.js';
import { conflict, notFound } from '../../errors.js';

function receivableOf(row: ReceivableRow): Receivable {
  const state = row.cleared_at === null ? 'open' : row.cleared_how ?? 'written_off';
  return {
    id: row.id,
    player: { id: row.user_id, phone_number: row.phone_number, name: row.name },
    points: row.points, collected: row.collected_points,
    outstanding: state === 'collected' ? 0 : row.points - row.collected_points,
    state,
    declaration: { id: row.declaration_id, market_id: row.market_id, market: row.market, business_date: row.business_date, session: row.session, pana: row.pana },
    created_at: row.created_at.toISOString(),
    cleared_at: row.cleared_at?.toISOString() ?? null,
    cleared_by: row.cleared_by_name,
    write_off_reason: row.write_off_reason,
  };
}

export async function receivablesPage(ctx: AppContext, query: ReceivablesQuery): Promise<ReceivablesPage> {
  const { rows, total } = await pageReceivables(ctx.db.pool, { state: query.state, phonePrefix: query.q }, query);
  return { totals: await openReceivableTotals(ctx.db.pool), receivables: pageOf(rows.map(receivableOf), total, query) };
}

/**
 * An admin forgives what a receivable still lacks, with a reason. The row is
 * locked first, so a credit collecting it at the same moment either finishes
 * first (and the write-off forgives only the rest, or finds it collected) or
 * waits and finds it cleared.
 */
export async function writeOff(ctx: AppContext, actor: Actor, id: number, reason: string): Promise<Receivable> {
  return ctx.db.transaction(async (tx) => {
    const row = await findReceivable(tx, id, true);
    if (!row) throw notFound(RECEIVABLE_MSG.notFound);
    if (row.cleared_at !== null) throw conflict(RECEIVABLE_MSG.alreadyCleared);
    const now = ctx.clock.now();
    await writeOffReceivable(tx, id, { by: actor.operatorId, reason, now });
    const outstanding = row.points - row.collected_points;
    await recordAudit(tx, {
      operatorId: actor.operatorId, action: 'receivable.written_off', targetType: 'receivable', targetId: id, userId: row.user_id,
      before: { points: row.points, collected: row.collected_points, outstanding },
      after: { written_off: outstanding, reason, declaration_id: row.declaration_id },
      requestId: actor.requestId, now,
    });
    ctx.log.info({ receivable: id, writtenOff: outstanding }, 'receivable written off');
    return receivableOf((await findReceivable(tx, id))!);
  });
}
