/** SQL for deposit screenshots (migration 090) and the per-player pending-deposit count. */
import type { Queryable } from '../db/database.js';

/** A deposit screenshot is judged by its bytes, never by its name or declared type (features/funds/images.ts). */
export type ImageKind = 'png' | 'jpeg' | 'webp';

/** A screenshot as stored: re-encoded, metadata stripped (features/funds/images.ts makes one). */
export interface CleanImage {
  format: ImageKind;
  width: number;
  height: number;
  bytes: Buffer;
}

/** The value `fund_requests.image_path` holds when the screenshot is in `deposit_screenshots`. */
export const STORED_IN_DATABASE = 'database';

export async function insertScreenshot(db: Queryable, fundRequestId: number, image: CleanImage, now: Date): Promise<void> {
  await db.query(
    'INSERT INTO deposit_screenshots (fund_request_id, format, width, height, bytes, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [fundRequestId, image.format, image.width, image.height, image.bytes, now],
  );
}

export async function findScreenshot(db: Queryable, fundRequestId: number): Promise<CleanImage | null> {
  const result = await db.query<{ format: CleanImage['format']; width: number; height: number; bytes: Uint8Array }>(
    'SELECT format, width, height, bytes FROM deposit_screenshots WHERE fund_request_id = $1',
    [fundRequestId],
  );
  const row = result.rows[0];
  return row ? { format: row.format, width: row.width, height: row.height, bytes: Buffer.from(row.bytes) } : null;
}

/**
 * Pending manual deposits of a player, counted after locking the player's row
 * so two uploads at once cannot both pass the cap (call inside a transaction).
 */
export async function lockAndCountPendingDeposits(db: Queryable, userId: number): Promise<number> {
  await db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const result = await db.query<{ count: string }>(
    "SELECT count(*) AS count FROM fund_requests WHERE user_id = $1 AND kind = 'deposit' AND method = 'manual' AND status = 'pending'",
    [userId],
  );
  return Number(result.rows[0]!.count);
}
