/**
 * A caller's live session: found by its token's hash at `now`, and kept alive
 * by each call (at most one write a minute, auth/sessionLifetime.ts). A
 * player's may come from memory on the routes that allow it
 * (sessionCache.ts, docs/decisions/0016-read-caches-forgotten-by-listen-notify.md).
 * http/auth.ts turns "none" into a 401 and checks an operator's role.
 */
import type { AppContext } from '../../context.js';
import { renewedExpiry, sessionLifetime, type SessionKind } from '../../auth/sessionLifetime.js';
import { extendSession, findOperatorSession, findPlayerSession, type OperatorIdentity, type SessionTimes } from '../../data/sessions.js';
import type { UserRow } from '../../data/users.js';

type Deps = Pick<AppContext, 'db' | 'config' | 'reads'>;

/** Writes the session's new expiry when it is due one; the new expiry, if written. */
async function renew(ctx: Deps, kind: SessionKind, tokenHash: string, session: SessionTimes, now: Date): Promise<Date | null> {
  const next = renewedExpiry(session, now, sessionLifetime(ctx.config, kind));
  if (next) await extendSession(ctx.db.pool, tokenHash, next);
  return next;
}

/** The player of a live session, kept alive; null when there is none. `fromMemory`: a read-only route's cache may answer. */
export async function livePlayer(ctx: Deps, tokenHash: string, now: Date, fromMemory: boolean): Promise<UserRow | null> {
  const cache = fromMemory ? ctx.reads?.sessions : undefined;
  const generation = cache?.generation ?? 0;
  const hit = cache?.get(tokenHash, now) ?? null;
  const found = hit ?? (await findPlayerSession(ctx.db.pool, tokenHash, now));
  if (!found) return null;
  const renewed = await renew(ctx, 'player', tokenHash, found.session, now);
  if (hit && renewed) cache!.renewed(tokenHash, renewed);
  else if (!hit && cache) cache.put(tokenHash, renewed ? { ...found, session: { ...found.session, expiresAt: renewed } } : found, generation);
  return found.who;
}

/** The operator of a live session, not yet kept alive (a role refused first keeps it as it was); null when there is none. */
export async function liveOperator(
  ctx: Deps, tokenHash: string, now: Date,
): Promise<{ who: OperatorIdentity; keepAlive: () => Promise<void> } | null> {
  const found = await findOperatorSession(ctx.db.pool, tokenHash, now);
  if (!found) return null;
  const keepAlive = async () => {
    await renew(ctx, 'operator', tokenHash, found.session, now);
  };
  return { who: found.who, keepAlive };
}
