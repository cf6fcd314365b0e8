/**
 * Player sessions of read-only routes from memory (docs/decisions/0016-read-caches-forgotten-by-listen-notify.md; the
 * routes say `config: { cachedSession: true }`): token hash → the player's
 * row and the session's times. Every process forgets an entry when the
 * change feed (db/changeFeed.ts) says its session was revoked (logout, MPIN
 * reset), its player's row changed (status, MPIN, a break, profile) or
 * sessions were deleted; an entry whose expiry has passed is read again
 * (another process may have renewed it). Routes that move money or change
 * the account read the session and the player fresh, except placing a bid,
 * whose statement checks both again in the transaction that moves the money
 * (`sessionCheckedInStatement`, http/scopes.ts; place_bids_in_session() in server/sql/functions/).
 *
 * Nothing is served from memory while the feed is not live, and nothing
 * older than MAX_AGE_MS; a read that started before a change is not kept.
 */
import type { SessionTimes } from '../../data/sessions.js';
import type { UserRow } from '../../data/users.js';
import { EVERYTHING, type ChangeFeed } from '../../db/changeFeed.js';

export const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 100_000;

export interface CachedSession {
  who: UserRow;
  session: SessionTimes;
}

interface Entry extends CachedSession {
  at: number;
}

export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #byUser = new Map<number, Set<string>>();
  #generation = 0;

  constructor(private readonly feed: ChangeFeed, private readonly wallClock: () => number = Date.now) {
    feed.subscribe((topic) => this.#changed(topic));
  }

  /** Taken before reading the database; `put` keeps the read only if nothing changed since. */
  get generation(): number {
    return this.#generation;
  }

  get(tokenHash: string, now: Date): CachedSession | null {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return null;
    if (!this.feed.live || this.wallClock() - entry.at >= MAX_AGE_MS || entry.session.expiresAt <= now) {
      this.#forget(tokenHash);
      return null;
    }
    return entry;
  }

  put(tokenHash: string, found: CachedSession, generation: number): void {
    if (generation !== this.#generation || !this.feed.live) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#forget(this.#entries.keys().next().value!);
    this.#entries.set(tokenHash, { ...found, at: this.wallClock() });
    const tokens = this.#byUser.get(found.who.id) ?? new Set<string>();
    tokens.add(tokenHash);
    this.#byUser.set(found.who.id, tokens);
  }

  /** After this process renewed the session: the new expiry. */
  renewed(tokenHash: string, expiresAt: Date): void {
    const entry = this.#entries.get(tokenHash);
    if (entry) entry.session = { ...entry.session, expiresAt };
  }

  /** A session this process just revoked (its NOTIFY reaches the others). */
  revoked(tokenHash: string): void {
    this.#generation += 1;
    this.#forget(tokenHash);
  }

  #changed(topic: string): void {
    if (topic === EVERYTHING || topic === 'sessions') {
      this.#generation += 1;
      this.#entries.clear();
      this.#byUser.clear();
    } else if (topic.startsWith('session:')) {
      this.revoked(topic.slice('session:'.length));
    } else if (topic.startsWith('user:')) {
      this.#generation += 1;
      for (const tokenHash of this.#byUser.get(Number(topic.slice('user:'.length))) ?? []) this.#forget(tokenHash);
    }
  }

  #forget(tokenHash: string): void {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return;
    this.#entries.delete(tokenHash);
    const tokens = this.#byUser.get(entry.who.id);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.#byUser.delete(entry.who.id);
  }
}
