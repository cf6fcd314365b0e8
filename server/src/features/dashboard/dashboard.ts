/** The console's first screen (docs/API.md "Operator API" → dashboard): one IST day at a glance. */
import type { Dashboard, DashboardMarket, MarketResultState } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { approvedBetween, bidFiguresOfDay, marketsOfDay, type BidFigures, type MarketDayRow } from '../../data/dashboard.js';
import { pendingFundRequestCounts } from '../../data/fundQueue.js';
import { readOneSnapshot } from '../../data/pnl.js';
import { latestLedgerCheck } from '../../data/ledgerChecks.js';
import { openReceivableTotals } from '../../data/receivables.js';
import { istMidnight, recentActions } from '../audit/operatorView.js';
import { integrityMarkersUpTo } from '../results/integrityMarkers.js';
import { addDays, istMoment, weekdayOf } from '../markets/schedule.js';

function resultState(row: MarketDayRow, date: string): MarketResultState {
  if (row.status !== '1') return 'off';
  if (row.holiday) return 'holiday';
  if ((row.days_mask & (1 << weekdayOf(date))) === 0) return 'not_running';
  if (row.close_pana) return 'declared';
  if (row.open_pana) return 'open_declared';
  return 'pending';
}

const NO_BIDS: BidFigures = { bids: 0, points_staked: 0, players: 0 };

function marketOf(row: MarketDayRow, figures: BidFigures, date: string): DashboardMarket {
  return {
    market_id: row.market_id, name: row.name, business_date: date, open_time: row.open_time.slice(0, 5), close_time: row.close_time.slice(0, 5),
    bids: figures.bids, points_staked: figures.points_staked, players: figures.players, open_pana: row.open_pana, close_pana: row.close_pana,
    result_state: resultState(row, date),
  };
}

/** The newest ledger check (features/ledger/check.ts), as every operator sees it. */
async function ledgerCheckView(db: AppContext['db']['pool']): Promise<Dashboard['ledger_check']> {
  const check = await latestLedgerCheck(db);
  return check && { checked_at: check.checked_at.toISOString(), mismatches: check.mismatches, wallets: check.sample };
}

/**
 * `withActions`: only a role holding the `audit` grant sees the newest operator actions, and the
 * integrity markers (they name operators, docs/SETTLEMENT.md "Integrity").
 */
export async function dashboard(ctx: AppContext, options: { date?: string | undefined; withActions: boolean }): Promise<Dashboard> {
  const db = ctx.db.pool;
  const day = options.date ?? istMoment(ctx.clock.now()).date;
  const markets = await marketsOfDay(db, day);
  // The prefix and the bids after its watermark in one snapshot, so they add up exactly (docs/decisions/0026).
  const bids = await ctx.db.transaction(async (tx) => {
    await readOneSnapshot(tx);
    return bidFiguresOfDay(tx, day);
  });
  const approved = await approvedBetween(db, istMidnight(day), istMidnight(addDays(day, 1)));
  return {
    date: day,
    markets: markets.map((row) => marketOf(row, bids.perMarket.get(Number(row.market_id)) ?? NO_BIDS, day)),
    totals: bids.day,
    deposits: approved.deposit,
    withdrawals: approved.withdraw,
    pending: await pendingFundRequestCounts(db),
    recent_actions: options.withActions ? await recentActions(ctx) : [],
    integrity_markers: options.withActions ? await integrityMarkersUpTo(db, day) : [],
    ledger_check: await ledgerCheckView(db),
    // Owed now, whatever the date (docs/decisions/0020).
    receivables: await openReceivableTotals(db),
  };
}
