/**
 * A PostgreSQL server with autovacuum off never analyses a month's
 * partitions as they fill. Every connection then keeps the bid path's plans
 * made while the month was empty, and the transaction-id check reads every
 * bid of the player's month, twice per bid (docs/DATABASE.md "Plans of the
 * bid path"); dead rows are never cleared either. The product cannot fix
 * the server's setting, so a production start says so loudly.
 */
import type { AppContext } from '../../context.js';
import { autovacuumIsOn } from '../../data/partitions.js';

export const AUTOVACUUM_OFF =
  'PostgreSQL runs with autovacuum = off: the monthly partitions are never analysed, so the bid path keeps plans made on an empty month (docs/DATABASE.md "Plans of the bid path"). Turn autovacuum on.';

/** Warns when the server is PostgreSQL with autovacuum off (PGlite is vacuumed by the server's own timer); true when it warned. */
export async function warnWithoutAutovacuum(ctx: Pick<AppContext, 'db'> & { log: Pick<AppContext['log'], 'warn'> }): Promise<boolean> {
  if (ctx.db.kind !== 'postgres' || (await autovacuumIsOn(ctx.db.pool))) return false;
  ctx.log.warn(AUTOVACUUM_OFF);
  return true;
}
