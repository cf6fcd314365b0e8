/**
 * The console tables' one paging shape (shared/src/schemas/pagination.ts) in
 * SQL: ORDER BY a whitelisted column (never text from the request) with the
 * id as tie-break so pages never repeat or skip a row, then LIMIT/OFFSET
 * bounded by PAGE_SIZE_MAX and PAGE_MAX.
 */
import type { Page, PageInput } from '@matka/shared';
import { assert } from '../errors.js';

/** `ORDER BY … LIMIT … OFFSET …` for `input`; `columns` maps each sort key to its SQL expression. */
export function orderAndPage<Sort extends string>(input: PageInput<Sort>, columns: Record<Sort, string>, idColumn: string): string {
  const column = columns[input.sort];
  assert(column, `unknown sort key ${input.sort}`);
  const dir = input.dir === 'asc' ? 'ASC' : 'DESC';
  assert(Number.isSafeInteger(input.page) && input.page >= 1 && Number.isSafeInteger(input.page_size) && input.page_size >= 1, 'bad page');
  const tiebreak = column === idColumn ? '' : `, ${idColumn} ${dir}`;
  return `ORDER BY ${column} ${dir}${tiebreak} LIMIT ${input.page_size} OFFSET ${(input.page - 1) * input.page_size}`;
}

export function pageOf<T, Sort extends string>(items: T[], total: number, input: PageInput<Sort>): Page<T, Sort> {
  return { items, page: input.page, page_size: input.page_size, total, sort: input.sort, dir: input.dir };
}

/** A LIKE pattern matching `text` as a prefix, with LIKE's own characters escaped. */
export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
