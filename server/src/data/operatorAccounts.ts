/** SQL for operator accounts: creation, passwords, and what the production start checks. */
import type { OperatorAccountSort, OperatorRole, PageInput } from '@matka/shared';
import type { Queryable } from '../db/database.js';
import { orderAndPage } from './tablePages.js';

export interface OperatorCredentials {
  id: number;
  phone_number: string | null;
  username: string | null;
  password_hash: string;
  password_policy_version: number;
}

/**
 * The new operator's id, or null when the number or the username already
 * belongs to an operator (either unique constraint: ON CONFLICT without a
 * target covers both; operatorTaking says which).
 */
export async function insertOperator(
  db: Queryable,
  operator: { phone: string | null; username: string | null; name: string; role: OperatorRole; passwordHash: string; policyVersion: number; now: Date },
): Promise<number | null> {
  const result = await db.query<{ id: number }>(
    `INSERT INTO operators (phone_number, username, name, role, password_hash, password_policy_version, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id`,
    [operator.phone, operator.username, operator.name, operator.role, operator.passwordHash, operator.policyVersion, operator.now],
  );
  return result.rows[0]?.id ?? null;
}

/** Which of a mobile number and a username another operator already has. */
export async function operatorTaking(db: Queryable, phone: string | null, username: string | null): Promise<{ phone: boolean; username: boolean }> {
  const result = await db.query<{ phone: boolean; username: boolean }>(
    `SELECT COALESCE(bool_or(phone_number = $1), false) AS phone, COALESCE(bool_or(username = $2), false) AS username
     FROM operators WHERE phone_number = $1 OR username = $2`,
    [phone, username],
  );
  return result.rows[0] ?? { phone: false, username: false };
}

export async function updateOperatorPassword(db: Queryable, operatorId: number, passwordHash: string, policyVersion: number): Promise<boolean> {
  const result = await db.query(
    'UPDATE operators SET password_hash = $2, password_policy_version = $3 WHERE id = $1',
    [operatorId, passwordHash, policyVersion],
  );
  return (result.rowCount ?? 0) > 0;
}

/** A changed password ends every session opened with the old one. */
export async function revokeOperatorSessions(db: Queryable, operatorId: number, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE operator_id = $1 AND revoked_at IS NULL', [operatorId, now]);
}

export async function operatorCredentials(db: Queryable): Promise<OperatorCredentials[]> {
  const result = await db.query<OperatorCredentials>(
    'SELECT id, phone_number, username, password_hash, password_policy_version FROM operators ORDER BY id',
  );
  return result.rows;
}

export async function countOperators(db: Queryable): Promise<number> {
  const result = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM operators');
  return result.rows[0]!.n;
}

/** Only ever raises the recorded version. */
export async function markPasswordPolicy(db: Queryable, operatorId: number, policyVersion: number): Promise<void> {
  await db.query('UPDATE operators SET password_policy_version = $2 WHERE id = $1 AND password_policy_version < $2', [operatorId, policyVersion]);
}

export interface OperatorProfileRow {
  id: number;
  name: string;
  phone_number: string | null;
  username: string | null;
  role: OperatorRole;
  disabled_at: Date | null;
}

export async function findOperatorProfile(db: Queryable, id: number): Promise<OperatorProfileRow | null> {
  const result = await db.query<OperatorProfileRow>('SELECT id, name, phone_number, username, role, disabled_at FROM operators WHERE id = $1', [id]);
  return result.rows[0] ?? null;
}

export async function listOperatorProfiles(db: Queryable): Promise<OperatorProfileRow[]> {
  const result = await db.query<OperatorProfileRow>('SELECT id, name, phone_number, username, role, disabled_at FROM operators ORDER BY name, id');
  return result.rows;
}

export interface OperatorAccountRow extends OperatorProfileRow {
  created_at: Date;
  last_login_at: Date | null;
}

const ACCOUNT_SORTS: Record<OperatorAccountSort, string> = {
  name: 'lower(o.name)', role: 'o.role', created_at: 'o.id', last_login_at: 'last_login_at',
};

/**
 * The console's operator table. The newest sign-in comes from the audit log
 * (index audit_log_operator: operator_id, id DESC); operators are few, so the
 * table itself is read whole before the page is cut.
 */
export async function pageOperatorAccounts(
  db: Queryable, filter: { role?: OperatorRole | undefined; state?: 'active' | 'disabled' | undefined }, page: PageInput<OperatorAccountSort>,
): Promise<{ rows: OperatorAccountRow[]; total: number }> {
  const where = `WHERE ($1::text IS NULL OR o.role = $1)
    AND ($2::text IS NULL OR ($2 = 'active' AND o.disabled_at IS NULL) OR ($2 = 'disabled' AND o.disabled_at IS NOT NULL))`;
  const params = [filter.role ?? null, filter.state ?? null];
  const rows = await db.query<OperatorAccountRow>(
    `SELECT o.id, o.name, o.phone_number, o.username, o.role, o.disabled_at, o.created_at,
       (SELECT a.created_at FROM audit_log a WHERE a.operator_id = o.id AND a.action = 'operator.login' ORDER BY a.id DESC LIMIT 1) AS last_login_at
     FROM operators o ${where} ${orderAndPage(page, ACCOUNT_SORTS, 'o.id')}`,
    params,
  );
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM operators o ${where}`, params);
  return { rows: rows.rows, total: count.rows[0]?.total ?? 0 };
}

export async function findOperatorAccount(db: Queryable, id: number): Promise<OperatorAccountRow | null> {
  const result = await db.query<OperatorAccountRow>(
    `SELECT o.id, o.name, o.phone_number, o.username, o.role, o.disabled_at, o.created_at,
       (SELECT a.created_at FROM audit_log a WHERE a.operator_id = o.id AND a.action = 'operator.login' ORDER BY a.id DESC LIMIT 1) AS last_login_at
     FROM operators o WHERE o.id = $1`,
    [id],
  );
  return result.rows[0] ?? null;
}

/**
 * Locks every active admin row and returns their ids: a role change or a
 * disable that could leave no active admin takes this first, so two admins
 * demoting each other at once cannot both succeed.
 */
export async function lockActiveAdmins(db: Queryable): Promise<number[]> {
  const result = await db.query<{ id: number }>("SELECT id FROM operators WHERE role = 'admin' AND disabled_at IS NULL ORDER BY id FOR UPDATE");
  return result.rows.map((row) => Number(row.id));
}

export async function lockOperator(db: Queryable, id: number): Promise<OperatorProfileRow | null> {
  const result = await db.query<OperatorProfileRow>('SELECT id, name, phone_number, username, role, disabled_at FROM operators WHERE id = $1 FOR UPDATE', [id]);
  return result.rows[0] ?? null;
}

export async function updateOperatorRole(db: Queryable, id: number, role: OperatorRole): Promise<void> {
  await db.query('UPDATE operators SET role = $2 WHERE id = $1', [id, role]);
}

/** `at` null enables the operator again. */
export async function updateOperatorDisabled(db: Queryable, id: number, at: Date | null): Promise<void> {
  await db.query('UPDATE operators SET disabled_at = $2 WHERE id = $1', [id, at]);
}
