/** SQL for server-side sessions: only the token's hash is stored. */
import type { Queryable } from '../db/database.js';
import type { UserRow } from './users.js';

export async function insertSession(
  db: Queryable,
  session: { tokenHash: string; userId?: number; operatorId?: number; now: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO sessions (token_hash, user_id, operator_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [session.tokenHash, session.userId ?? null, session.operatorId ?? null, session.now, session.expiresAt],
  );
}

export async function findPlayerSession(db: Queryable, tokenHash: string, now: Date): Promise<UserRow | null> {
  const result = await db.query<UserRow>(
    `SELECT u.* FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
    [tokenHash, now],
  );
  return result.rows[0] ?? null;
}

export async function findOperatorSession(db: Queryable, tokenHash: string, now: Date): Promise<{ id: number; name: string } | null> {
  const result = await db.query<{ id: number; name: string }>(
    `SELECT o.id, o.name FROM sessions s JOIN operators o ON o.id = s.operator_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
    [tokenHash, now],
  );
  return result.rows[0] ?? null;
}

export async function revokeSession(db: Queryable, tokenHash: string, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash, now]);
}

export async function deleteExpiredSessions(db: Queryable, now: Date): Promise<number> {
  const result = await db.query('DELETE FROM sessions WHERE expires_at < $1 OR revoked_at IS NOT NULL', [now]);
  return result.rowCount ?? 0;
}
