/** SQL for one-time passwords (one live code per phone number; only its hash is kept). */
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

export async function countOtpAttempt(db: Queryable, phone: string): Promise<void> {
  await db.query('UPDATE otps SET attempts = attempts + 1 WHERE phone_number = $1', [phone]);
}

export async function markOtpVerified(db: Queryable, phone: string, now: Date): Promise<void> {
  await db.query('UPDATE otps SET verified_at = $2 WHERE phone_number = $1', [phone, now]);
}

export async function consumeOtp(db: Queryable, phone: string): Promise<void> {
  await db.query('DELETE FROM otps WHERE phone_number = $1', [phone]);
}
