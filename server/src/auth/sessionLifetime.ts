/**
 * How long a session lives (docs/SECURITY.md): it ends after `idle` without
 * a call, and after `absolute` in any case. Each call moves the session's
 * expiry forward to `now + idle` (never past the absolute end), but at most
 * once a minute, so a busy client costs one write a minute, not one a call.
 */
import type { Config } from '../config.js';

export interface SessionLifetime {
  idleMs: number;
  absoluteMs: number;
}

export type SessionKind = 'player' | 'operator';

/** A renewal that would move the expiry by less than this is skipped. */
export const RENEWAL_STEP_MS = 60_000;

type LifetimeConfig = Pick<Config, 'SESSION_TTL_HOURS' | 'SESSION_IDLE_MINUTES' | 'OPERATOR_SESSION_TTL_HOURS' | 'OPERATOR_SESSION_IDLE_MINUTES'>;

export function sessionLifetime(config: LifetimeConfig, kind: SessionKind): SessionLifetime {
  return kind === 'player'
    ? { idleMs: config.SESSION_IDLE_MINUTES * 60_000, absoluteMs: config.SESSION_TTL_HOURS * 3_600_000 }
    : { idleMs: config.OPERATOR_SESSION_IDLE_MINUTES * 60_000, absoluteMs: config.OPERATOR_SESSION_TTL_HOURS * 3_600_000 };
}

/** A new session: the row expires after the idle time; the cookie may live until the absolute end (the server decides). */
export function newSessionExpiry(now: Date, lifetime: SessionLifetime): { expiresAt: Date; endsAt: Date } {
  const endsAt = new Date(now.getTime() + lifetime.absoluteMs);
  return { expiresAt: new Date(Math.min(now.getTime() + lifetime.idleMs, endsAt.getTime())), endsAt };
}

/** The new expiry of a session used at `now`, or null when it would move by less than a minute (or not at all). */
export function renewedExpiry(session: { createdAt: Date; expiresAt: Date }, now: Date, lifetime: SessionLifetime): Date | null {
  const next = Math.min(now.getTime() + lifetime.idleMs, session.createdAt.getTime() + lifetime.absoluteMs);
  return next - session.expiresAt.getTime() >= RENEWAL_STEP_MS ? new Date(next) : null;
}
