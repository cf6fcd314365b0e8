/** SQL for server-side sessions: only the token's hash is stored. */
import type { Queryable } from '../db/database.js';
import type { OperatorRole } from '@matka/shared';
import type { UserRow } from './users.js';

export interface OperatorIdentity {
  id: number;
  name: string;
  role: OperatorRole;
}

export async function insertSession(
  db: Queryable,
  session: { tokenHash: string; userId?: number; operatorId?: number; now: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO sessions (token_hash, user_id, operator_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [session.tokenHash, session.userId ?? null, session.operatorId ?? null, session.now, session.expiresAt],
  );
}

/** When a live session started and when it ends unless renewed (auth/sessionLifetime.ts). */
export interface SessionTimes {
  createdAt: Date;
  expiresAt: Date;
}

type WithTimes<T> = T & { session_created_at: Date; session_expires_at: Date };

function split<T extends object>(row: WithTimes<T> | undefined): { who: T; session: SessionTimes } | null {
  if (!row) return null;
  const { session_created_at: createdAt, session_expires_at: expiresAt, ...who } = row;
  return { who: who as unknown as T, session: { createdAt: new Date(createdAt), expiresAt: new Date(expiresAt) } };
}

export async function findPlayerSession(db: Queryable, tokenHash: string, now: Date): Promise<{ who: UserRow; session: SessionTimes } | null> {
  const result = await db.query<WithTimes<UserRow>>(
    `SELECT u.*, s.created_at AS session_created_at, s.expires_at AS session_expires_at FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
    [tokenHash, now],
  );
  return split(result.rows[0]);
}

/** A disabled operator's sessions stop working at once. */
export async function findOperatorSession(db: Queryable, tokenHash: string, now: Date): Promise<{ who: OperatorIdentity; session: SessionTimes } | null> {
  const result = await db.query<WithTimes<OperatorIdentity>>(
    `SELECT o.id, o.name, o.role, s.created_at AS session_created_at, s.expires_at AS session_expires_at
     FROM sessions s JOIN operators o ON o.id = s.operator_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND o.disabled_at IS NULL`,
    [tokenHash, now],
  );
  return split(result.rows[0]);
}

/** Moves a live session's expiry forward (sliding renewal); never backwards, and never a revoked one. */
export async function extendSession(db: Queryable, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.query(
    'UPDATE sessions SET expires_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at < $2',
    [tokenHash, expiresAt],
  );
}

export async function revokeSession(db: Queryable, tokenHash: string, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash, now]);
}

export async function deleteExpiredSessions(db: Queryable, now: Date): Promise<number> {
  const result = await db.query('DELETE FROM sessions WHERE expires_at < $1 OR revoked_at IS NOT NULL', [now]);
  return result.rowCount ?? 0;
}

/** Ends every open session of a player (after an MPIN reset). */
export async function revokePlayerSessions(db: Queryable, userId: number, now: Date): Promise<number> {
  const result = await db.query('UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [userId, now]);
  return result.rowCount ?? 0;
}

/** The expiry of each of these sessions still live at `now`: a revoked or expired one, or a disabled operator's, is missing. */
export async function liveSessionExpiries(db: Queryable, tokenHashes: readonly string[], now: Date): Promise<Map<string, Date>> {
  if (tokenHashes.length === 0) return new Map();
  const result = await db.query<{ token_hash: string; expires_at: Date }>(
    `SELECT s.token_hash, s.expires_at FROM sessions s LEFT JOIN operators o ON o.id = s.operator_id
     WHERE s.token_hash = ANY ($1::text[]) AND s.revoked_at IS NULL AND s.expires_at > $2
       AND (s.operator_id IS NULL OR o.disabled_at IS NULL)`,
    [[...new Set(tokenHashes)], now],
  );
  return new Map(result.rows.map((row) => [row.token_hash, new Date(row.expires_at)]));
}
