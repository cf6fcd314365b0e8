/**
 * A server-paged table's state lives in the URL (?page=2&sort=created_at&dir=desc&status=0):
 * a reload, the back button and a shared link show the same rows. Changing
 * a filter or the sort starts again at page 1. Several tables on one screen
 * each take a `prefix` (?ledger.page=2&bids.page=1). Without a page size in
 * the URL a page holds 25 rows, 10 on a phone: each row is a card there, and
 * 25 cards made the audit log 10,000 px long.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useIsPhone } from './useMediaQuery';

export type SortDirection = 'asc' | 'desc';
export interface SortState { key: string; dir: SortDirection }

export interface TableDefaults<Filter extends string> {
  sort: SortState;
  filters?: readonly Filter[];
  prefix?: string;
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;
const PAGE_SIZE_DESKTOP = 25;
const PAGE_SIZE_PHONE = 10;

export function useTableParams<Filter extends string = never>(defaults: TableDefaults<Filter>) {
  const [search, setSearch] = useSearchParams();
  const phone = useIsPhone();
  const { prefix } = defaults;
  const name = useCallback((key: string) => (prefix ? `${prefix}.${key}` : key), [prefix]);
  const page = Math.max(1, Number.parseInt(search.get(name('page')) ?? '1', 10) || 1);
  const sizeParam = Number.parseInt(search.get(name('page_size')) ?? '', 10);
  const pageSize = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : (phone ? PAGE_SIZE_PHONE : PAGE_SIZE_DESKTOP);
  const dir = search.get(name('dir'));
  const sort: SortState = {
    key: search.get(name('sort')) ?? defaults.sort.key,
    dir: dir === 'asc' || dir === 'desc' ? dir : defaults.sort.dir,
  };
  const filterNames = defaults.filters ?? [];
  const filterKey = JSON.stringify(filterNames.map((filter) => search.get(name(filter)) ?? ''));
  const filters = useMemo(() => {
    const values = JSON.parse(filterKey) as string[];
    return Object.fromEntries(filterNames.map((filter, index) => [filter, values[index] ?? ''])) as Record<Filter, string>;
    // filterNames is a literal list per screen; its values are in filterKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filterKey]);

  const update = useCallback((changes: Record<string, string | undefined>, resetPage: boolean) => {
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(name(key));
        else next.set(name(key), value);
      }
      if (resetPage) next.delete(name('page'));
      return next;
    }, { replace: true });
  }, [setSearch, name]);

  return {
    page, pageSize, sort, filters,
    /** The paging part of the API's query (`pageQuery` in shared/src/schemas/pagination.ts). */
    params: { page, page_size: pageSize, sort: sort.key, dir: sort.dir },
    setPage: useCallback((value: number) => update({ page: value > 1 ? String(value) : undefined }, false), [update]),
    setPageSize: useCallback((value: number) => update({ page_size: String(value) }, true), [update]),
    setSort: useCallback((value: SortState) => update({ sort: value.key, dir: value.dir }, true), [update]),
    setFilter: useCallback((filter: Filter, value: string) => update({ [filter]: value }, true), [update]),
  };
}
