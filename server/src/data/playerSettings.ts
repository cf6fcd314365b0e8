/** SQL of the one-row `player_settings` table (migration 030). */
import { EDITABLE_SETTINGS, type EditableSetting, type PlayerSettingValues } from '@matka/shared';
import type { Queryable } from '../db/database.js';

export interface PlayerSettingsRow extends PlayerSettingValues {
  updated_at: Date | null;
  updated_by: number | null;
  updated_by_name: string | null;
}

export async function readPlayerSettings(db: Queryable, lock = false): Promise<PlayerSettingsRow | null> {
  const result = await db.query<PlayerSettingsRow>(
    `SELECT s.*, o.name AS updated_by_name FROM player_settings s LEFT JOIN operators o ON o.id = s.updated_by${lock ? ' FOR UPDATE OF s' : ''}`,
  );
  return result.rows[0] ?? null;
}

/**
 * The first-run row: limits from the environment, texts from the seed's
 * key/value rows (which it then removes, so one place holds each setting).
 * Does nothing when the row exists: the environment never overrides what an
 * operator saved.
 */
export async function insertFirstRunSettings(
  db: Queryable, limits: { minDeposit: number; maxDeposit: number; minWithdraw: number; maxBidPoints: number },
): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO player_settings (min_deposit, max_deposit, min_withdraw, max_bid_points, upi_id, phonepe, gpay, paytm,
       help_number_1, help_number_2, notification_head, download_url, website_url)
     SELECT $1::bigint, GREATEST($1::bigint, $2::bigint), $3::bigint, GREATEST($4::bigint, 10),
       COALESCE(max(value) FILTER (WHERE key = 'upi_admin'), ''),
       COALESCE(max(value) FILTER (WHERE key = 'admin_phonepe'), ''),
       COALESCE(max(value) FILTER (WHERE key = 'admin_gpay'), ''),
       COALESCE(max(value) FILTER (WHERE key = 'admin_paytm'), ''),
       COALESCE(max(value) FILTER (WHERE key = 'help_number_1'), ''),
       COALESCE(max(value) FILTER (WHERE key = 'help_number_2'), ''),
       COALESCE(max(value) FILTER (WHERE key = 'notification_head'), ''),
       COALESCE(max(value) FILTER (WHERE key = 'download_url'), ''),
       COALESCE(max(value) FILTER (WHERE key = 'website_url'), '')
     FROM settings
     ON CONFLICT (id) DO NOTHING`,
    [limits.minDeposit, limits.maxDeposit, limits.minWithdraw, limits.maxBidPoints],
  );
  await db.query(
    `DELETE FROM settings WHERE key IN ('upi_admin', 'admin_phonepe', 'admin_gpay', 'admin_paytm', 'help_number_1', 'help_number_2',
       'notification_head', 'download_url', 'website_url')`,
  );
  return (result.rowCount ?? 0) > 0;
}

/** Writes the changed columns; `changes` keys come from EDITABLE_SETTINGS only. */
export async function updatePlayerSettings(
  db: Queryable, changes: Partial<Record<EditableSetting, string | number>>, operatorId: number, now: Date,
): Promise<void> {
  const keys = (Object.keys(changes) as EditableSetting[]).filter((key) => (EDITABLE_SETTINGS as readonly string[]).includes(key));
  const assignments = keys.map((key, index) => `${key} = $${index + 3}`);
  await db.query(
    `UPDATE player_settings SET ${[...assignments, 'updated_by = $1', 'updated_at = $2'].join(', ')}`,
    [operatorId, now, ...keys.map((key) => changes[key])],
  );
}
