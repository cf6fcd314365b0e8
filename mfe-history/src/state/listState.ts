import { errorText } from '@matka/shared/client';

/** What a history page shows about one list (ListState's props). */
export interface HistoryList<T> {
  /** null until the first list arrives (from the cache or the server). */
  items: T[] | null;
  fetchedAt: number | null;
  /** A request is running (the first load or a refresh). */
  loading: boolean;
  /** The last request's failure message; none while a retry runs. */
  error: string | null;
  retry(): void;
}

interface QueryResult<T> {
  data?: T[] | undefined;
  fulfilledTimeStamp?: number | undefined;
  isFetching: boolean;
  error?: unknown;
  isUninitialized: boolean;
  refetch(): unknown;
}

/** An RTK Query list as a history page shows it. */
export function historyList<T>(query: QueryResult<T>): HistoryList<T> {
  return {
    items: query.data ?? null,
    fetchedAt: query.fulfilledTimeStamp ?? null,
    loading: query.isFetching,
    error: query.error && !query.isFetching ? errorText(query.error) : null,
    retry: () => {
      if (!query.isUninitialized) void query.refetch();
    },
  };
}

/** What a paged list adds: whether another page exists, and fetching it. */
export interface PagedHistoryList<T> extends HistoryList<T> {
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
}

interface InfiniteResult<Page> {
  data?: { pages: Page[] } | undefined;
  fulfilledTimeStamp?: number | undefined;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  error?: unknown;
  isUninitialized: boolean;
  refetch(): unknown;
  fetchNextPage(): unknown;
}

/** An RTK Query infinite list (one server page per element) as a history page shows it: the pages laid end to end. */
export function pagedHistoryList<T, Page extends { result?: T[] | null }>(query: InfiniteResult<Page>): PagedHistoryList<T> {
  const items = query.data ? query.data.pages.flatMap((page) => (Array.isArray(page.result) ? page.result : [])) : undefined;
  return {
    ...historyList<T>({ ...query, data: items }),
    // A failed "Load more" shows its error with Retry like any other request, which fetches that page again.
    retry: () => {
      if (query.isUninitialized) return;
      void (query.data && query.hasNextPage && query.error ? query.fetchNextPage() : query.refetch());
    },
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetching) void query.fetchNextPage();
    },
  };
}
