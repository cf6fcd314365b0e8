/**
 * The console's server-paged table: the server pages and sorts (the table
 * only asks), the screen puts its filters above it. The rows are a
 * ResponsiveTable (a classic table from 641 px, labelled cards on a phone).
 * The sortable columns' headers are buttons (`aria-sort` on the header says
 * the order); on a phone the header row is left to screen readers and the
 * Sort select above the cards is the one sort control (two of them said the
 * same thing twice), and a page holds fewer rows (useTableParams.ts).
 */
import type { ReactNode } from 'react';
import { errorText } from '@matka/shared/client';
import { ResponsiveTable, TableMessage, type Column } from './ResponsiveTable';
import { PAGE_SIZES, type SortState, type useTableParams } from './useTableParams';
import styles from './DataTable.module.css';

export type { Column } from './ResponsiveTable';

export interface DataTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** Rows matching the filters on the server, all pages. */
  total: number;
  page: number;
  pageSize: number;
  sort?: SortState;
  onSort?: (sort: SortState) => void;
  onPage: (page: number) => void;
  onPageSize?: (size: number) => void;
  loading?: boolean;
  error?: string | undefined;
  empty?: string;
  /** Filters and actions above the table. */
  toolbar?: ReactNode;
}

/**
 * The props every server-paged table takes the same way: rows and total from
 * the query's page, paging and sort from the URL state (useTableParams), the
 * query's failure as text. The page size choice stays the caller's to offer.
 */
export function serverPaged<Row>(
  table: Pick<ReturnType<typeof useTableParams>, 'page' | 'pageSize' | 'sort' | 'setSort' | 'setPage'>,
  query: { data?: { items: readonly Row[]; total: number } | undefined; error?: unknown; isFetching: boolean },
) {
  return {
    rows: query.data?.items, total: query.data?.total ?? 0,
    page: table.page, pageSize: table.pageSize, sort: table.sort, onSort: table.setSort, onPage: table.setPage,
    loading: query.isFetching, error: query.error ? errorText(query.error) : undefined,
  };
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, columns, rows, rowKey, total, page, pageSize, sort, onSort, loading, error, empty = 'Nothing to show.', toolbar } = props;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  const sortable = columns.filter((column) => column.sortable);
  // Phones show rows as cards without a header row: the sort is a select instead.
  const mobileSort = sort && onSort && sortable.length > 0 && (
    <label className={`field ${styles.mobileSort}`}>
      <span className="field-label">Sort</span>
      <select className="select" value={`${sort.key}:${sort.dir}`}
        onChange={(event) => {
          const [key = sort.key, dir] = event.target.value.split(':');
          onSort({ key, dir: dir === 'asc' ? 'asc' : 'desc' });
        }}>
        {sortable.flatMap((column) => [
          <option key={`${column.key}:desc`} value={`${column.key}:desc`}>{column.header} ↓</option>,
          <option key={`${column.key}:asc`} value={`${column.key}:asc`}>{column.header} ↑</option>,
        ])}
      </select>
    </label>
  );

  return (
    <section className={styles.wrap} aria-label={caption}>
      {(toolbar || mobileSort) && <div className={styles.toolbar}>{toolbar}{mobileSort}</div>}
      <ResponsiveTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} sort={sort} onSort={onSort} busy={loading}
        message={error ? <TableMessage role="alert">{error}</TableMessage>
          : !rows ? <TableMessage role="status">Loading…</TableMessage>
            : rows.length === 0 ? <TableMessage>{empty}</TableMessage> : null} />
      <nav className={styles.pager} aria-label={`${caption} pages`}>
        <span className={styles.count} aria-live="polite">{total === 0 ? 'No rows' : `${first}–${last} of ${total}`}</span>
        {props.onPageSize && (
          <label className={styles.size}>
            <span>Rows</span>
            <select className="select" value={pageSize} onChange={(event) => props.onPageSize?.(Number(event.target.value))}>
              {PAGE_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
            </select>
          </label>
        )}
        <button type="button" className={`btn btn-ghost ${styles.previous}`} disabled={page <= 1} onClick={() => props.onPage(page - 1)}>
          Previous
        </button>
        <span className={`${styles.count} ${styles.pageOf}`}>Page {page} of {pages}</span>
        <button type="button" className={`btn btn-ghost ${styles.next}`} disabled={page >= pages} onClick={() => props.onPage(page + 1)}>
          Next
        </button>
      </nav>
    </section>
  );
}
