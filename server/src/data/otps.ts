/** SQL for one-time passwords (one live code per phone number; only its argon2id hash is kept). */
import type { Queryable } from '../db/database.js';

export interface OtpRow {
  phone_number: string;
  code_hash: string;
  sent_at: Date;
  expires_at: Date;
  attempts: number;
  verified_at: Date | null;
}

export async function findOtp(db: Queryable, phone: string, forUpdate = false): Promise<OtpRow | null> {
  const result = await db.query<OtpRow>(`SELECT * FROM otps WHERE phone_number = $1${forUpdate ? ' FOR UPDATE' : ''}`, [phone]);
  return result.rows[0] ?? null;
}

export async function upsertOtp(db: Queryable, phone: string, codeHash: string, now: Date, expiresAt: Date): Promise<void> {
  await db.query(
    `INSERT INTO otps (phone_number, code_hash, sent_at, expires_at, attempts, verified_at) VALUES ($1, $2, $3, $4, 0, NULL)
     ON CONFLICT (phone_number) DO UPDATE SET code_hash = $2, sent_at = $3, expires_at = $4, attempts = 0, verified_at = NULL`,
    [phone, codeHash, now, expiresAt],
  );
}

/** One wrong try at the code with this hash; returns the code's tries so far (a code replaced meanwhile counts nothing). */
export async function countOtpAttempt(db: Queryable, phone: string, codeHash: string): Promise<number> {
  const counted = await db.query<{ attempts: number }>(
    'UPDATE otps SET attempts = attempts + 1 WHERE phone_number = $1 AND code_hash = $2 RETURNING attempts',
    [phone, codeHash],
  );
  return counted.rows[0]?.attempts ?? 0;
}

/** Marks the code with this hash verified; false when it was replaced or used meanwhile. */
export async function markOtpVerified(db: Queryable, phone: string, codeHash: string, now: Date): Promise<boolean> {
  const marked = await db.query('UPDATE otps SET verified_at = $3 WHERE phone_number = $1 AND code_hash = $2', [phone, codeHash, now]);
  return (marked.rowCount ?? 0) > 0;
}

export async function consumeOtp(db: Queryable, phone: string): Promise<void> {
  await db.query('DELETE FROM otps WHERE phone_number = $1', [phone]);
}
