/**
 * Every table the console exports (docs/CONSOLE.md "Exports" → "Adding a
 * table"): a table is one file beside this one; list it here and its route,
 * grant check, streaming, CSV and audit row follow.
 */
import type { ExportTable } from '../exportTable.js';
import { auditExport } from './audit.js';
import { fundRequestsExport } from './fundRequests.js';
import { playerBidsExport } from './playerBids.js';
import { playerLedgerExport } from './playerLedger.js';
import { playersExport } from './players.js';
import { pnlExport } from './pnl.js';
import { winnersExport } from './winners.js';

export const EXPORT_TABLES: readonly ExportTable<unknown, unknown>[] = [
  playersExport,
  playerLedgerExport,
  playerBidsExport,
  fundRequestsExport,
  auditExport,
  pnlExport,
  winnersExport,
];
