/** How often a player's reality check reminds them of their time and money (the wallet's Responsible play page). */
import type { AppContext } from '../../context.js';
import { setRealityCheckMinutes as saveRealityCheckMinutes } from '../../data/protection.js';

export async function setRealityCheckMinutes(ctx: Pick<AppContext, 'db'>, userId: number, minutes: number): Promise<void> {
  await saveRealityCheckMinutes(ctx.db.pool, userId, minutes);
}
