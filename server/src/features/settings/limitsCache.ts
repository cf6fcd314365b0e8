/**
 * The operator's limits (minimum and maximum deposit, minimum withdrawal,
 * maximum bid) from memory, for the request schemas of bids and funds
 * (http/limitSchemas.ts). Before this, every bid read player_settings: one
 * of its three round trips (docs/performance-log.md "Limits from memory").
 *
 * An operator's edit reaches every process through the change feed
 * (db/changeFeed.ts; migration 101's trigger sends 'settings' when the edit
 * commits), so the next request after it is heard is checked against the new
 * limits. Nothing is served from memory while the feed is not live, nothing
 * older than MAX_AGE_MS, and a read that started before a change is not kept.
 */
import type { BidLimits, FundLimits } from '@matka/shared';
import { EVERYTHING, type ChangeFeed } from '../../db/changeFeed.js';

export type Limits = FundLimits & BidLimits;

/** A change missed despite the feed (it never should be) lives at most this long. */
export const MAX_AGE_MS = 60_000;

export class LimitsCache {
  #generation = 0;
  #kept: { limits: Limits; at: number } | null = null;

  /** `read`: the limits as the database holds them now (readLimits in playerSettings.ts). */
  constructor(private readonly read: () => Promise<Limits>, private readonly feed: ChangeFeed, private readonly wallClock: () => number = Date.now) {
    feed.subscribe((topic) => {
      if (topic === 'settings' || topic === EVERYTHING) this.changed();
    });
  }

  /** Forgets the limits: the next request reads the database. */
  changed(): void {
    this.#generation += 1;
    this.#kept = null;
  }

  async current(): Promise<Limits> {
    const kept = this.#kept;
    if (kept && this.feed.live && this.wallClock() - kept.at < MAX_AGE_MS) return kept.limits;
    const generation = this.#generation;
    const limits = await this.read();
    if (generation === this.#generation && this.feed.live) this.#kept = { limits, at: this.wallClock() };
    return limits;
  }
}
