/** SQL for recognised devices: browsers that signed in to an account before (docs/SECURITY.md "Guessing"). */
import type { Queryable } from '../db/database.js';

export type AccountKind = 'player' | 'operator';

export interface DeviceOwner {
  kind: AccountKind;
  id: number;
}

/** The device's id if this token has signed in to this account before, else null. */
export async function findKnownDevice(db: Queryable, tokenHash: string, owner: DeviceOwner): Promise<number | null> {
  const found = await db.query<{ id: string }>(
    'SELECT id FROM known_devices WHERE token_hash = $1 AND account_kind = $2 AND account_id = $3',
    [tokenHash, owner.kind, owner.id],
  );
  return found.rows[0] ? Number(found.rows[0].id) : null;
}

/** Records a sign-in of this account from this token (first or again). */
export async function rememberDevice(db: Queryable, tokenHash: string, owner: DeviceOwner, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO known_devices (token_hash, account_kind, account_id, first_seen_at, last_seen_at) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (token_hash, account_kind, account_id) DO UPDATE SET last_seen_at = $4`,
    [tokenHash, owner.kind, owner.id, now],
  );
}
