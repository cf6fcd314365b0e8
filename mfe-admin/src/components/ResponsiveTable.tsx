/**
 * Every table of the console, paged (DataTable.tsx) or not: a classic table
 * from 641 px, where a table wider than its screen scrolls inside its frame
 * with a shadow on the side that has more; up to 640 px each row is a card
 * (ResponsiveTable.module.css): the cell that names the row (`rowHeader`) is
 * its title, every other cell is its column's label above its value, three
 * to a line, a `wide` one on a line of its own with the label beside it.
 * A card leaves out a cell with nothing to say ('—', empty), and shows the
 * `fold` columns (details) once its Details button is pressed. Nothing is
 * off-screen on a phone and nothing scrolls sideways.
 *
 * The labels are the headers' text in `data-label`, drawn by CSS with an
 * empty alternative text, so a screen reader hears each header once, from the
 * table. The rows keep explicit table roles: a browser may drop a table's
 * semantics once CSS lays its parts out as blocks and grids.
 */
import { useState, type ReactNode } from 'react';
import { useIsPhone } from './useMediaQuery';
import type { SortState } from './useTableParams';
import styles from './ResponsiveTable.module.css';

export interface Column<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** The server can sort by this column (its key is the sort name the API takes). */
  sortable?: boolean;
  align?: 'start' | 'end';
  /** The cell names its row (`<th scope="row">`): the card's title on a phone. */
  rowHeader?: boolean;
  /** On a phone the cell takes the card's whole width: long text, several lines, buttons. */
  wide?: boolean;
  /** The header is for screen readers only, and a card shows no label for it (a column of buttons). */
  hideHeader?: boolean;
  /** A detail: on a phone the card shows it once its Details button is pressed (the audit log's change and request). */
  fold?: boolean;
}

export interface ResponsiveTableProps<Row> {
  caption: string;
  /** The caption shown above the table; otherwise it is for screen readers only. */
  showCaption?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row, index: number) => string | number;
  sort?: SortState | undefined;
  onSort?: ((sort: SortState) => void) | undefined;
  busy?: boolean | undefined;
  /** Loading, a failure or "nothing to show", below the header row. */
  message?: ReactNode;
}

/** A cell with nothing to say ('—', empty): a card leaves it out, for screen readers only. */
const isBlank = (value: ReactNode) => value === null || value === undefined || value === false || value === '' || value === '—';

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

export function ResponsiveTable<Row>(props: ResponsiveTableProps<Row>) {
  const { caption, showCaption, columns, rows, rowKey, sort, onSort, busy, message } = props;
  const sortable = Boolean(onSort) && columns.some((column) => column.sortable);
  const phone = useIsPhone();
  const folds = columns.some((column) => column.fold);
  const [opened, setOpened] = useState<ReadonlySet<string | number>>(new Set());
  const toggle = (key: string | number) => setOpened((current) => {
    const next = new Set(current);
    if (!next.delete(key)) next.add(key);
    return next;
  });

  const header = (column: Column<Row>) => {
    const active = sort?.key === column.key;
    const ariaSort = active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : column.sortable ? 'none' : undefined;
    // On a phone the header row is left to screen readers (ResponsiveTable.module.css) and the table's Sort
    // select is its sort control (DataTable.tsx): no buttons there that a keyboard could reach but no one could see.
    const button = column.sortable && onSort && !phone;
    return (
      <th key={column.key} scope="col" role="columnheader" aria-sort={ariaSort}
        className={classes(column.align === 'end' && styles.end, button ? styles.sortHead : styles.plainHead)}>
        {button ? (
          <button type="button" className={styles.sortButton}
            onClick={() => onSort({ key: column.key, dir: active && sort.dir === 'desc' ? 'asc' : 'desc' })}>
            {column.header}
            <span aria-hidden="true" className={styles.sortMark}>{active ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}</span>
          </button>
        ) : column.hideHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
      </th>
    );
  };

  const cell = (row: Row, column: Column<Row>) => {
    const value = column.render(row);
    const className = classes(
      column.align === 'end' && styles.end, column.wide && styles.wide, column.hideHeader && styles.noLabel, column.rowHeader && styles.rowHead,
      column.fold && styles.fold, isBlank(value) && styles.blank,
    );
    return column.rowHeader
      ? <th key={column.key} scope="row" role="rowheader" className={className}>{value}</th>
      : (
        <td key={column.key} role="cell" data-label={column.hideHeader ? undefined : column.header} className={className}>
          {/* A wide cell's label sits beside its value: one box for the value, whatever it holds. */}
          {column.wide ? <div className={styles.value}>{value}</div> : value}
        </td>
      );
  };

  return (
    <div className={styles.frame} aria-busy={busy || undefined}>
      <table role="table" className={styles.table}>
        <caption className={showCaption ? styles.caption : 'visually-hidden'}>{caption}</caption>
        <thead role="rowgroup" className={sortable ? styles.sortRow : styles.plainRow}>
          <tr role="row">{columns.map(header)}</tr>
        </thead>
        <tbody role="rowgroup">
          {rows?.map((row, index) => {
            const key = rowKey(row, index);
            const open = opened.has(key);
            return (
              <tr key={key} role="row" className={open ? styles.opened : undefined}>
                {columns.map((column) => cell(row, column))}
                {/* A phone's card only (no header: a desktop table shows every column and never this cell). */}
                {folds && (
                  <td role="cell" className={styles.foldCell}>
                    <button type="button" className={`btn btn-ghost ${styles.foldButton}`} aria-expanded={open} onClick={() => toggle(key)}>
                      Details<span aria-hidden="true" className={styles.chevron} />
                    </button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {message}
    </div>
  );
}

/** A line in place of rows: loading, a failure, nothing to show. */
export function TableMessage({ children, role }: { children: ReactNode; role?: 'alert' | 'status' }) {
  return <p className={styles.message} role={role}>{children}</p>;
}
