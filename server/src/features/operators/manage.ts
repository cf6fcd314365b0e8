/**
 * The console's operator management (admins only, docs/API.md "Operator
 * API" → operators): the table, a role change, disabling and enabling. Each
 * change writes its audit row in the same transaction, and none may leave the
 * console without an active admin. Creating an operator and setting a
 * password are in accounts.ts (shared with `npm run operator:*`).
 */
import {
  OPERATOR_MSG,
  type OperatorAccount, type OperatorAccountsQuery, type OperatorRoleRequest, type OperatorStatusRequest, type OperatorSummary, type Page,
} from '@matka/shared';
import type { AppContext } from '../../context.js';
import { recordAudit, type Actor } from '../../data/audit.js';
import {
  findOperatorAccount, listOperatorProfiles, lockActiveAdmins, lockOperator, pageOperatorAccounts, revokeOperatorSessions, updateOperatorDisabled, updateOperatorRole,
  type OperatorAccountRow, type OperatorProfileRow,
} from '../../data/operatorAccounts.js';
import type { Queryable } from '../../db/database.js';
import { pageOf } from '../../data/tablePages.js';
import { conflict, notFound } from '../../errors.js';

export type OperatorManageContext = Pick<AppContext, 'db' | 'clock'>;

function accountOf(row: OperatorAccountRow): OperatorAccount {
  return {
    id: row.id, name: row.name, phone_number: row.phone_number, username: row.username, role: row.role, disabled: row.disabled_at !== null,
    disabled_at: row.disabled_at?.toISOString() ?? null, created_at: row.created_at.toISOString(), last_login_at: row.last_login_at?.toISOString() ?? null,
  };
}

export async function operatorAccountPage(ctx: OperatorManageContext, query: OperatorAccountsQuery): Promise<Page<OperatorAccount>> {
  const { rows, total } = await pageOperatorAccounts(ctx.db.pool, query, query);
  return pageOf(rows.map(accountOf), total, query);
}

export async function operatorAccount(db: Queryable, id: number): Promise<OperatorAccount> {
  const row = await findOperatorAccount(db, id);
  if (!row) throw notFound(OPERATOR_MSG.notFound);
  return accountOf(row);
}

/**
 * The target, locked, after the active admins (always in this order, so two
 * changes at once wait for each other instead of deadlocking), and whether it
 * is the only active admin left.
 */
async function lockTarget(tx: Queryable, id: number): Promise<{ target: OperatorProfileRow; lastAdmin: boolean }> {
  const admins = await lockActiveAdmins(tx);
  const target = await lockOperator(tx, id);
  if (!target) throw notFound(OPERATOR_MSG.notFound);
  return { target, lastAdmin: admins.length === 1 && admins[0] === Number(target.id) };
}

export async function changeOperatorRole(ctx: OperatorManageContext, actor: Actor, id: number, input: OperatorRoleRequest): Promise<OperatorAccount> {
  return ctx.db.transaction(async (tx) => {
    const { target, lastAdmin } = await lockTarget(tx, id);
    if (target.role === input.role) throw conflict(OPERATOR_MSG.sameRole);
    if (lastAdmin) throw conflict(OPERATOR_MSG.lastAdmin);
    await updateOperatorRole(tx, id, input.role);
    await recordAudit(tx, {
      operatorId: actor.operatorId, action: 'operator.role_changed', targetType: 'operator', targetId: id,
      before: { role: target.role }, after: { role: input.role, reason: input.reason.trim() }, requestId: actor.requestId, now: ctx.clock.now(),
    });
    return operatorAccount(tx, id);
  });
}

/** Disabling ends the operator's sessions at once; a disabled operator cannot sign in. Asking for the current state changes nothing. */
export async function setOperatorDisabled(ctx: OperatorManageContext, actor: Actor, id: number, input: OperatorStatusRequest): Promise<OperatorAccount> {
  return ctx.db.transaction(async (tx) => {
    const { target, lastAdmin } = await lockTarget(tx, id);
    if ((target.disabled_at !== null) === input.disabled) return operatorAccount(tx, id);
    if (input.disabled && lastAdmin) throw conflict(OPERATOR_MSG.lastAdmin);
    const now = ctx.clock.now();
    await updateOperatorDisabled(tx, id, input.disabled ? now : null);
    if (input.disabled) await revokeOperatorSessions(tx, id, now);
    await recordAudit(tx, {
      operatorId: actor.operatorId, action: input.disabled ? 'operator.disabled' : 'operator.enabled', targetType: 'operator', targetId: id,
      before: { disabled: !input.disabled }, after: { disabled: input.disabled, reason: input.reason.trim() }, requestId: actor.requestId, now,
    });
    return operatorAccount(tx, id);
  });
}

/** Every operator by name, disabled ones marked: the audit screen's operator filter. */
export async function operatorSummaries(ctx: Pick<AppContext, 'db'>): Promise<OperatorSummary[]> {
  const rows = await listOperatorProfiles(ctx.db.pool);
  return rows.map((row) => ({ id: row.id, name: row.name, phone_number: row.phone_number, username: row.username, role: row.role, disabled: row.disabled_at !== null }));
}
