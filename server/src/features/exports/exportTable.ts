/**
 * What one exportable table is (docs/CONSOLE.md "Exports" → "Adding a
 * table"): its name in the URL, the grant a caller's role must hold (the
 * table's own, so an export never shows a role more than its screen does),
 * its filters (a zod schema), its columns, and a keyset reader that returns
 * the rows after a cursor, newest first, a page at a time. The streaming,
 * the CSV, the file name and the audit row are the same for every table
 * (stream.ts); a table is one file in tables/ and a line in tables/index.ts.
 */
import type { OperatorGrant } from '@matka/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/database.js';
import type { CsvValue } from './csv.js';

export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/** What a table that is computed rather than read (the profit and loss) needs besides the database. */
export interface ExportContext {
  app: AppContext;
}

export interface ExportTable<Filters, Row> {
  /** The URL's last part (`/api/admin/exports/<name>`) and the file name's start. */
  name: string;
  grant: OperatorGrant;
  /** Parses the query string: the table's own filters; a bad one is a 400 naming what it takes. */
  filters: z.ZodType<Filters>;
  columns: readonly ExportColumn<Row>[];
  /**
   * Up to `limit` rows after `cursor` (null: the first page), in the order
   * the export writes them. `cursor` is what `cursorOf` said of the last row
   * of the page before: a keyset, so each page is an index range read and
   * the 1,000th page costs what the first does (no OFFSET).
   */
  read: (db: Queryable, filters: Filters, cursor: number | null, limit: number, context: ExportContext) => Promise<Row[]>;
  cursorOf: (row: Row) => number;
  /**
   * Checks the filters need before the first row (a player that exists,
   * say); throws a 4xx ApiFailure. Runs before the audit row is written.
   */
  check?: (db: Queryable, filters: Filters) => Promise<void>;
}

/** Lets a table file keep its Filters and Row types while the registry holds every table. */
export const exportTable = <Filters, Row>(table: ExportTable<Filters, Row>): ExportTable<unknown, unknown> =>
  table as unknown as ExportTable<unknown, unknown>;
