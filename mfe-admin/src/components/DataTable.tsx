/**
 * The console's one table: the server pages and sorts (the table only asks),
 * the screen puts its filters above it. At 1280 px a classic table; below
 * 640 px each row becomes a labelled card (DataTable.module.css), so the
 * console stays usable on a phone without sideways scrolling. At every width
 * the sortable columns' headers are buttons (`aria-sort` on the header says
 * the order); on a phone they stay visible as a row of sort buttons above
 * the cards, next to the Sort select.
 */
import type { ReactNode } from 'react';
import { errorText } from '@matka/shared/client';
import { PAGE_SIZES, type SortState, type useTableParams } from './useTableParams';
import styles from './DataTable.module.css';

export interface Column<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** The server can sort by this column (its key is the sort name the API takes). */
  sortable?: boolean;
  align?: 'start' | 'end';
}

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

  const header = (column: Column<Row>) => {
    const active = sort?.key === column.key;
    const ariaSort = active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : column.sortable ? 'none' : undefined;
    return (
      <th key={column.key} scope="col" aria-sort={ariaSort}
        className={[column.align === 'end' ? styles.end : '', column.sortable && onSort ? styles.sortHead : styles.plainHead].filter(Boolean).join(' ')}>
        {column.sortable && onSort ? (
          <button
            type="button"
            className={styles.sortButton}
            onClick={() => onSort({ key: column.key, dir: active && sort.dir === 'desc' ? 'asc' : 'desc' })}
          >
            {column.header}
            <span aria-hidden="true" className={styles.sortMark}>{active ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}</span>
          </button>
        ) : column.header}
      </th>
    );
  };

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
      <div className={styles.scroller} aria-busy={loading || undefined}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead><tr>{columns.map(header)}</tr></thead>
          <tbody>
            {rows?.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} data-label={column.header} className={column.align === 'end' ? styles.end : undefined}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {error ? <p className={styles.message} role="alert">{error}</p>
          : !rows ? <p className={styles.message} role="status">Loading…</p>
            : rows.length === 0 ? <p className={styles.message}>{empty}</p> : null}
      </div>
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
        <button type="button" className="btn btn-ghost" disabled={page <= 1} onClick={() => props.onPage(page - 1)}>
          Previous
        </button>
        <span className={styles.count}>Page {page} of {pages}</span>
        <button type="button" className="btn btn-ghost" disabled={page >= pages} onClick={() => props.onPage(page + 1)}>
          Next
        </button>
      </nav>
    </section>
  );
}
