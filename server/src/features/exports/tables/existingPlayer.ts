import { PLAYER_STATUS_MSG } from '@matka/shared';
import type { Queryable } from '../../../db/database.js';
import { findPlayer } from '../../../data/players.js';
import { notFound } from '../../../errors.js';

/** A player's export names a player that exists: 404 as their page answers, before the audit row. */
export async function existingPlayer(db: Queryable, id: number): Promise<void> {
  if (!(await findPlayer(db, id))) throw notFound(PLAYER_STATUS_MSG.notFound);
}
