/** SQL for the OTPs sent, counted per number and per address for the daily limits (docs/SECURITY.md "Guessing"). */
import type { Queryable } from '../db/database.js';

/** Serialises sends to one number, so two parallel requests cannot both pass the limits. Call inside a transaction. */
export async function lockOtpSends(tx: Queryable, phone: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(105, hashtext('otp-send:' || $1))", [phone]);
}

export async function countOtpSends(db: Queryable, since: Date, by: { phone: string } | { address: string }): Promise<number> {
  const [column, value] = 'phone' in by ? ['phone_number', by.phone] : ['address', by.address];
  const found = await db.query<{ sent: number }>(`SELECT count(*)::int AS sent FROM otp_sends WHERE ${column} = $1 AND at > $2`, [value, since]);
  return found.rows[0]!.sent;
}

export async function recordOtpSend(db: Queryable, phone: string, address: string, now: Date): Promise<void> {
  await db.query('INSERT INTO otp_sends (phone_number, address, at) VALUES ($1, $2, $3)', [phone, address, now]);
}

/** Housekeeping: sends older than the daily window. */
export async function deleteOldOtpSends(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM otp_sends WHERE at < $1', [before]);
}
