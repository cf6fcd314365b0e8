/**
 * The profit-and-loss report as CSV (docs/CONSOLE.md "Profit and loss"): the
 * report's own figures, one line per period, then per market and per game
 * type, each line saying which. Computed in one go (at most 366 periods and
 * a few dozen markets and game types), so it is one page.
 */
import { exportFilters, type PnlReport } from '@matka/shared';
import { pnlReport } from '../../reports/pnl.js';
import { exportTable } from '../exportTable.js';

interface PnlLine {
  index: number;
  section: 'period' | 'market' | 'game type' | 'total';
  label: string;
  start: string;
  end: string;
  bids: number;
  staked: number;
  paid: number;
  uncollected: number | null;
  net: number;
  deposits: number | null;
  withdrawals: number | null;
  adjustments: number | null;
  recovered: number | null;
}

function lines(report: PnlReport): PnlLine[] {
  const range = { start: report.from, end: report.to };
  const out: Omit<PnlLine, 'index'>[] = [
    ...report.periods.map((row) => ({
      section: 'period' as const, label: row.start === row.end ? row.start : `${row.start} to ${row.end}`, start: row.start, end: row.end,
      bids: row.bids, staked: row.staked, paid: row.paid, uncollected: row.uncollected, net: row.net,
      deposits: row.deposits.points, withdrawals: row.withdrawals.points, adjustments: row.adjustments.points, recovered: row.recovered.points,
    })),
    ...report.markets.map((row) => ({
      section: 'market' as const, label: row.market, ...range, bids: row.bids, staked: row.staked, paid: row.paid, uncollected: row.uncollected, net: row.net,
      deposits: null, withdrawals: null, adjustments: null, recovered: null,
    })),
    ...report.game_types.map((row) => ({
      section: 'game type' as const, label: row.label, ...range, bids: row.bids, staked: row.staked, paid: row.paid, uncollected: null, net: row.net,
      deposits: null, withdrawals: null, adjustments: null, recovered: null,
    })),
    {
      section: 'total', label: 'Total', ...range, bids: report.totals.bids, staked: report.totals.staked, paid: report.totals.paid,
      uncollected: report.totals.uncollected, net: report.totals.net, deposits: report.totals.deposits.points,
      withdrawals: report.totals.withdrawals.points, adjustments: report.totals.adjustments.points, recovered: report.totals.recovered.points,
    },
  ];
  return out.map((line, index) => ({ ...line, index }));
}

export const pnlExport = exportTable({
  name: 'pnl',
  grant: 'reports',
  filters: exportFilters.pnl,
  columns: [
    { header: 'Section', value: (row: PnlLine) => row.section },
    { header: 'Period, market or game type', value: (row) => row.label },
    { header: 'From', value: (row) => row.start },
    { header: 'To', value: (row) => row.end },
    { header: 'Bids', value: (row) => row.bids },
    { header: 'Staked', value: (row) => row.staked },
    { header: 'Paid', value: (row) => row.paid },
    { header: 'Uncollected', value: (row) => row.uncollected },
    { header: 'Net', value: (row) => row.net },
    { header: 'Deposits', value: (row) => row.deposits },
    { header: 'Withdrawals', value: (row) => row.withdrawals },
    { header: 'Adjustments', value: (row) => row.adjustments },
    { header: 'Recovered', value: (row) => row.recovered },
  ],
  // One page: the whole report on the first read, nothing after it.
  read: async (_db, filters, cursor, _limit, context) => (cursor === null ? lines(await pnlReport(context.app, filters)) : []),
  cursorOf: (row) => row.index,
});
