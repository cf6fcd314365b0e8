/**
 * The market list, the rates and the charts from memory (docs/decisions/0016-read-caches-forgotten-by-listen-notify.md,
 * docs/performance-log.md "Reads"). They change only when an operator acts, a
 * result is declared or reverted, or a business date turns; the change feed
 * (db/changeFeed.ts, migration 098) tells every process of the first two at
 * commit, and the third is read off the clock: a snapshot holds the results of
 * the business dates it was read for, and a request on other dates reads
 * again. Open/closed verdicts are worked out per request from the cached rows
 * and the server's clock (games.ts `gamesAt`), so the cut-off stays exact to
 * the minute; only the JSON of one minute is kept, with its ETag.
 *
 * Safety: nothing is served from memory while the feed is not live, and
 * nothing older than MAX_AGE_MS; a read that started before a change is never
 * kept (the generation moved on).
 */
import { createHash } from 'node:crypto';
import type { ChartInput, ChartRow, Game, Rate } from '@matka/shared';
import { slugToGameName } from '@matka/shared';
import type { Clock } from '../../clock.js';
import { EVERYTHING, type ChangeFeed } from '../../db/changeFeed.js';
import type { Database } from '../../db/database.js';
import { businessDatesKey, gamesAt, loadMarketSnapshot, marketTimes, rates, type MarketSnapshot } from './games.js';
import { businessDateAt } from './schedule.js';

/** A change missed despite the feed (it never should be) lives at most this long. */
export const MAX_AGE_MS = 60_000;
const MAX_CHARTS = 500;

/** A response body serialised once, and the validator of exactly those bytes. */
export interface Serialized {
  body: string;
  etag: string;
}

export function serialized(value: unknown): Serialized {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

interface Kept<T> {
  value: T;
  generation: number;
  at: number;
}

interface Deps {
  db: Database;
  clock: Clock;
}

/** How a chart is read from the database (features/charts/charts.ts), handed in so markets/ does not import charts/, which imports markets/. */
export type ReadChart = (input: ChartInput) => Promise<ChartRow[]>;

export class MarketReads {
  #generation = 0;
  #snapshot: Kept<MarketSnapshot> | null = null;
  #loading: { generation: number; promise: Promise<MarketSnapshot> } | null = null;
  #games: { snapshot: MarketSnapshot; minute: number; serialized: Serialized } | null = null;
  #checked: { snapshot: MarketSnapshot; minute: number } | null = null;
  #rates: Kept<Serialized> | null = null;
  #charts = new Map<string, Kept<ChartRow[]>>();

  constructor(
    private readonly ctx: Deps,
    private readonly feed: ChangeFeed,
    private readonly readChart: ReadChart,
    private readonly wallClock: () => number = Date.now,
  ) {
    feed.subscribe((topic) => {
      if (topic === 'markets' || topic === 'rates' || topic === EVERYTHING) this.changed();
    });
  }

  /** Forgets everything: the next read goes to the database. */
  changed(): void {
    this.#generation += 1;
    this.#snapshot = null;
    this.#loading = null;
    this.#games = null;
    this.#rates = null;
    this.#charts.clear();
  }

  #fresh<T>(kept: Kept<T> | null): kept is Kept<T> {
    return kept !== null && this.feed.live && kept.generation === this.#generation && this.wallClock() - kept.at < MAX_AGE_MS;
  }

  #keep<T>(value: T, generation: number): Kept<T> | null {
    return generation === this.#generation && this.feed.live ? { value, generation, at: this.wallClock() } : null;
  }

  /** Markets and the results of their business dates at `now`; one database read shared by concurrent callers. */
  async snapshot(now: Date): Promise<MarketSnapshot> {
    const kept = this.#snapshot;
    // Business dates turn on a minute (the schedule is in whole minutes): checked once per minute, not per call.
    const minute = Math.floor(now.getTime() / 60_000);
    if (this.#fresh(kept) && (kept.value === this.#checked?.snapshot && minute === this.#checked.minute || businessDatesKey(kept.value.markets, now) === kept.value.datesKey)) {
      this.#checked = { snapshot: kept.value, minute };
      return kept.value;
    }
    const generation = this.#generation;
    if (this.#loading?.generation !== generation) {
      const promise = loadMarketSnapshot(this.ctx.db.pool, now).then((snapshot) => {
        this.#snapshot = this.#keep(snapshot, generation) ?? this.#snapshot;
        if (this.#loading?.promise === promise) this.#loading = null;
        return snapshot;
      }, (error: unknown) => {
        if (this.#loading?.promise === promise) this.#loading = null;
        throw error;
      });
      this.#loading = { generation, promise };
    }
    const snapshot = await this.#loading.promise;
    // Loaded for another business date (a turn of the date while loading): read for this one.
    return snapshot.datesKey === businessDatesKey(snapshot.markets, now) ? snapshot : loadMarketSnapshot(this.ctx.db.pool, now);
  }

  /** get_games.php's body at `now`, serialised once per snapshot and minute (verdicts change only on a minute). */
  async games(now: Date, shape: (games: Game[]) => unknown): Promise<Serialized> {
    const snapshot = await this.snapshot(now);
    const minute = Math.floor(now.getTime() / 60_000);
    const kept = this.#games;
    if (kept && kept.snapshot === snapshot && kept.minute === minute) return kept.serialized;
    const result = serialized(shape(gamesAt(snapshot, now)));
    if (this.#snapshot?.value === snapshot) this.#games = { snapshot, minute, serialized: result };
    return result;
  }

  async rates(shape: (list: Rate[]) => unknown): Promise<Serialized> {
    if (this.#fresh(this.#rates)) return this.#rates.value;
    const generation = this.#generation;
    const result = serialized(shape(await rates(this.ctx)));
    this.#rates = this.#keep(result, generation) ?? this.#rates;
    return result;
  }

  /** A market's chart, kept per market and business date; an unknown market is an error, never kept. */
  async chart(input: ChartInput): Promise<ChartRow[]> {
    const now = this.ctx.clock.now();
    const name = slugToGameName(input.game_name).toUpperCase();
    const market = (await this.snapshot(now)).markets.find((row) => row.name.toUpperCase() === name);
    if (!market) return this.readChart(input);
    const key = `${market.id}:${businessDateAt(marketTimes(market), now)}`;
    const kept = this.#charts.get(key) ?? null;
    if (this.#fresh(kept)) return kept.value;
    const generation = this.#generation;
    const rows = await this.readChart(input);
    const keep = this.#keep(rows, generation);
    if (keep) {
      if (this.#charts.size >= MAX_CHARTS) this.#charts.clear();
      this.#charts.set(key, keep);
    }
    return rows;
  }
}
