/**
 * The one paging shape of every console table (docs/API.md "Operator API"):
 * `?page=1&page_size=25&sort=created_at&dir=desc` in, `Page<T>` out
 * (shared/src/api/console.ts). A stale or malformed paging value falls back
 * to its default instead of failing the screen, like `optionalFilter`.
 */
import { z } from 'zod';

export const PAGE_SIZE_DEFAULT = 25;
/** Upper bound of one page: a table never asks the database for more. */
export const PAGE_SIZE_MAX = 100;
/** Deep pages cost an OFFSET scan; nobody reads page 10 000 of a table. */
export const PAGE_MAX = 10_000;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

const wholeNumber = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).catch(fallback);

/** Paging and sorting of one table; `sortKeys` are the columns the server knows how to sort on (and has indexes for). */
export function pageQuery<const Keys extends readonly [string, ...string[]]>(sortKeys: Keys, defaultSort: Keys[number], defaultDir: SortDirection = 'desc') {
  return z.object({
    page: wholeNumber(1, PAGE_MAX, 1),
    page_size: wholeNumber(1, PAGE_SIZE_MAX, PAGE_SIZE_DEFAULT),
    sort: z.enum(sortKeys).catch(defaultSort as never),
    dir: z.enum(SORT_DIRECTIONS).catch(defaultDir),
  });
}

export interface PageInput<Sort extends string = string> {
  page: number;
  page_size: number;
  sort: Sort;
  dir: SortDirection;
}
