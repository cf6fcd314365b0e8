/** docs/PRODUCT.md §7: the games and rates lists are de-duplicated. */
import type { Game, Rate } from './types.js';

/** Keeps the first item of each key, in the server's order. */
export function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  const unique: T[] = [];
  for (const item of items) {
    const k = key(item);
    if (seen.has(k)) continue;
    seen.add(k);
    unique.push(item);
  }
  return unique;
}

/** The first market of each games_name; an absent or malformed list is empty. */
export function uniqueGames(games: unknown): Game[] {
  return Array.isArray(games) ? uniqueBy(games as Game[], (game) => game.games_name) : [];
}

/** The first rate of each type; entries without a type are dropped. */
export function uniqueRates(rates: unknown): Rate[] {
  if (!Array.isArray(rates)) return [];
  return uniqueBy((rates as Rate[]).filter((rate) => rate && typeof rate.type === 'string'), (rate) => rate.type);
}
