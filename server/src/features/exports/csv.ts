/**
 * CSV as RFC 4180 writes it, made safe to open in a spreadsheet
 * (docs/CONSOLE.md "Exports"): a cell with a comma, a quote or a line break
 * is quoted with its quotes doubled; a text cell that a spreadsheet would
 * run as a formula (it starts with = + - @, or a tab or carriage return that
 * some strip before reading one) gets a leading apostrophe, so a player who
 * names themselves `=HYPERLINK(…)` exports as text. Numbers are written as
 * they are: the server types them, so `-50` (a debit) stays a number a
 * spreadsheet can sum, and no formula can reach a number cell.
 */
export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const text = value instanceof Date ? value.toISOString() : value;
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One record, CRLF-terminated as RFC 4180 asks. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A byte-order mark first: Excel then reads the file as UTF-8 (players' names are often not ASCII). */
export const CSV_BOM = '\uFEFF';
