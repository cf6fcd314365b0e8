/**
 * Streams one table as CSV (docs/CONSOLE.md "Exports", docs/PERFORMANCE.md
 * "Exports"). The rows are read a page at a time by keyset
 * (ExportTable.read) and each page is written before the next is read; the
 * Readable is pulled by the HTTP response, so a slow download stops the
 * reads instead of piling rows up in memory: the API holds one page
 * (EXPORT_PAGE_ROWS) whatever the export's size. Every page is its own
 * statement on a pooled connection, so no transaction or cursor stays open
 * for the length of a download: on PGlite's one connection other requests
 * run between the pages, and on PostgreSQL a stalled client holds no
 * snapshot back from vacuum. The price: a row written during the export
 * may or may not be in it (newest first, rows newer than the first page
 * are not), which an export stamped with its time may accept.
 *
 * The audit row (who, which table, which filters) is written before the
 * first byte: an export cut short is still recorded.
 */
import { Readable } from 'node:stream';
import type { AppContext } from '../../context.js';
import { recordAudit, type Actor } from '../../data/audit.js';
import { istMoment } from '../markets/schedule.js';
import { CSV_BOM, csvLine } from './csv.js';
import type { ExportTable } from './exportTable.js';

/** Rows per read: large enough that a million rows are 1,000 statements, small enough to be a few hundred KB. */
export const EXPORT_PAGE_ROWS = 1_000;

export interface CsvExport {
  fileName: string;
  body: Readable;
}

export async function startExport(ctx: AppContext, actor: Actor, table: ExportTable<unknown, unknown>, filters: unknown, pageRows = EXPORT_PAGE_ROWS): Promise<CsvExport> {
  await table.check?.(ctx.db.pool, filters);
  const now = ctx.clock.now();
  await recordAudit(ctx.db.pool, {
    operatorId: actor.operatorId, action: 'data.exported', targetType: 'export', targetId: table.name,
    userId: playerOf(filters), after: { table: table.name, filters: definedOnly(filters) }, requestId: actor.requestId, now,
  });
  return { fileName: `${table.name}-${istMoment(now).date}.csv`, body: Readable.from(csvChunks(ctx, table, filters, pageRows), { objectMode: false }) };
}

async function* csvChunks(ctx: AppContext, table: ExportTable<unknown, unknown>, filters: unknown, pageRows: number): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(table.columns.map((column) => column.header));
  let cursor: number | null = null;
  for (;;) {
    const rows = await table.read(ctx.db.pool, filters, cursor, pageRows, { app: ctx });
    if (rows.length === 0) return;
    let chunk = '';
    for (const row of rows) chunk += csvLine(table.columns.map((column) => column.value(row)));
    yield chunk;
    if (rows.length < pageRows) return;
    cursor = table.cursorOf(rows[rows.length - 1]);
  }
}

/** The player an export is about (a ledger, bids), so the audit log's player filter finds it. */
function playerOf(filters: unknown): number | null {
  const id = (filters as { player_id?: unknown } | null)?.player_id;
  return typeof id === 'number' ? id : null;
}

function definedOnly(filters: unknown): Record<string, unknown> {
  return Object.fromEntries(Object.entries((filters ?? {}) as Record<string, unknown>).filter(([, value]) => value !== undefined));
}
