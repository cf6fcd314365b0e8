/**
 * Budgets per network address (docs/SECURITY.md "Storage"): how many
 * sign-ups, or deposit screenshots, one address may send in a window. The
 * address is the route's addressKey(): an IPv4 address, or an IPv6 /64 (a
 * phone has a whole /64). Counted in rate_limit_counters, which every API
 * process shares (like the bid budget, with or without REDIS_URL); a refused
 * call is counted too, so hammering does not reopen the budget early.
 */
import type { AppContext } from '../context.js';
import { countHit } from '../data/rateLimits.js';
import { tooMany } from '../errors.js';

export interface AddressBudget {
  /** Names the counter: `<name>|<address>`. */
  name: string;
  max: number;
  windowMs: number;
  /** The 429's message, for a player who shares the address with others. */
  message: string;
}

export async function spendAddressBudget(ctx: AppContext, budget: AddressBudget, address: string): Promise<void> {
  const { hits } = await countHit(ctx.db.pool, `${budget.name}|${address}`, ctx.clock.now(), budget.windowMs);
  if (hits > budget.max) throw tooMany(budget.message);
}
