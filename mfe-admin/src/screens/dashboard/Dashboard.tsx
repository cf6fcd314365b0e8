/**
 * Today at a glance (docs/API.md "Operator API" → dashboard): per market the
 * bids, points staked, players and where its results stand; deposits and
 * withdrawals approved today; what waits for a decision; the newest ledger
 * check (every wallet against its ledger); the markers of harm (roles that read players); the result integrity markers and the
 * newest operator actions (roles that read the audit log). All figures are the server's (set-based SQL), for the IST date chosen.
 * On a phone the markets are cards and the sections below them start folded, each saying in its heading what it holds.
 */
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { INTEGRITY_LOOKBACK_DAYS, plural } from '@matka/shared';
import { errorText } from '@matka/shared/client';
import { auditLabel } from '../../components/auditLabels';
import { Collapsible } from '../../components/Collapsible';
import { istTime, points } from '../../components/format';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { useDashboardQuery } from '../../state/consoleApi';
import { operatorMay, selectOperator } from '../../state/session';
import { useConsoleSelector } from '../../state/store';
import { HarmMarkers } from '../protection/HarmMarkers';
import { IntegrityMarkers } from './IntegrityMarkers';
import { LedgerCheck } from './LedgerCheck';
import { SignInFailures } from './SignInFailures';
import type { Dashboard as DashboardData, MarketResultState } from '../../state/contract';
import styles from './Dashboard.module.css';

type DashboardMarket = DashboardData['markets'][number];

const RESULT_STATE: Record<MarketResultState, { label: string; className: string }> = {
  pending: { label: 'Awaiting results', className: 'pill pill-warning' },
  open_declared: { label: 'Open declared', className: 'pill pill-warning' },
  declared: { label: 'Declared', className: 'pill pill-success' },
  holiday: { label: 'Holiday', className: 'pill' },
  not_running: { label: 'Not running today', className: 'pill' },
  off: { label: 'Switched off', className: 'pill pill-danger' },
};

/** On a phone each market is a card: its name, its times, figures and result three to a line, then its state. */
const MARKET_COLUMNS: Column<DashboardMarket>[] = [
  { key: 'market', header: 'Market', rowHeader: true, render: (market) => <Link to={`/admin/results?market=${market.market_id}&date=${market.business_date}`}>{market.name}</Link> },
  { key: 'times', header: 'Open–close', render: (market) => `${market.open_time}–${market.close_time}` },
  { key: 'bids', header: 'Bids', align: 'end', render: (market) => points(market.bids) },
  { key: 'staked', header: 'Staked', align: 'end', render: (market) => points(market.points_staked) },
  { key: 'players', header: 'Players', align: 'end', render: (market) => points(market.players) },
  { key: 'result', header: 'Result', render: (market) => `${market.open_pana ?? '***'}-${market.close_pana ?? '***'}` },
  { key: 'state', header: 'State', wide: true, render: (market) => <span className={RESULT_STATE[market.result_state].className}>{RESULT_STATE[market.result_state].label}</span> },
];

export const DASHBOARD_POLL_MS = 60_000;

export function Dashboard() {
  const operator = useConsoleSelector(selectOperator);
  const [search, setSearch] = useSearchParams();
  const date = search.get('date') ?? '';
  // Results, market changes and fund requests refresh it at once with the live stream (useConsoleLive.ts); the
  // points staked move with every bid, which no event carries, so the minute's poll stays.
  const { data, error, isFetching } = useDashboardQuery(date ? { date } : {}, { pollingInterval: DASHBOARD_POLL_MS });

  return (
    <>
      <header className={styles.head}>
        <h2 className="section-title">Dashboard</h2>
        <label className="field">
          <span className="field-label">Day (IST)</span>
          <input className="input" type="date" value={date || data?.date || ''}
            onChange={(event) => setSearch(event.target.value ? { date: event.target.value } : {}, { replace: true })} />
        </label>
      </header>
      <SignInFailures />
      {error && <p className="empty-state" role="alert">{errorText(error)}</p>}
      {!data && !error && <p className="empty-state" role="status">Loading…</p>}
      {data && (
        <div className={styles.grid} aria-busy={isFetching || undefined}>
          <section className={styles.tiles} aria-label="Totals">
            <Tile label="Bids" value={points(data.totals.bids)} />
            <Tile label="Points staked" value={points(data.totals.points_staked)} />
            <Tile label="Players who bid" value={points(data.totals.players)} />
            <Tile label="Deposits approved" value={points(data.deposits.points)} note={plural(data.deposits.count, 'request')} />
            <Tile label="Withdrawals approved" value={points(data.withdrawals.points)} note={plural(data.withdrawals.count, 'request')} />
            <Tile
              label="Waiting for a decision"
              value={points(data.pending.deposit + data.pending.withdraw)}
              note={<Link to="/admin/funds">{plural(data.pending.deposit, 'deposit')} · {plural(data.pending.withdraw, 'withdrawal')}</Link>}
            />
            {/* What reverts could not take back, still owed now (docs/decisions/0020). */}
            <Tile
              label="Receivables owed"
              value={points(data.receivables.outstanding)}
              note={operatorMay(operator, 'players')
                ? <Link to="/admin/receivables">{plural(data.receivables.open, 'open receivable')}</Link>
                : plural(data.receivables.open, 'open receivable')}
            />
          </section>

          <LedgerCheck check={data.ledger_check} />

          <section aria-labelledby="dash-markets">
            <h3 id="dash-markets" className={styles.sub}>Markets</h3>
            <ResponsiveTable caption="Markets today" columns={MARKET_COLUMNS} rows={data.markets} rowKey={(market) => market.market_id} />
          </section>

          {operatorMay(operator, 'players') && <HarmMarkers />}
          {operatorMay(operator, 'audit') && <IntegrityMarkers markers={data.integrity_markers} lookbackDays={INTEGRITY_LOOKBACK_DAYS} />}

          <Collapsible title="Newest operator actions" note={data.recent_actions.length || undefined}>
            {data.recent_actions.length === 0 ? <p className="muted">None yet.</p> : (
              <ol className={styles.actions}>
                {data.recent_actions.map((entry) => (
                  <li key={entry.id}>
                    <span className={styles.when}>{istTime(entry.created_at)}</span>
                    <span><strong>{entry.operator?.name ?? 'System'}</strong> · {auditLabel(entry.action)}{entry.player ? ` · ${entry.player.name} (${entry.player.phone_number})` : ''}</span>
                  </li>
                ))}
              </ol>
            )}
          </Collapsible>
        </div>
      )}
    </>
  );
}

function Tile({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  return (
    <div className={`card ${styles.tile}`}>
      <span className={styles.tileLabel}>{label}</span>
      <span className={styles.tileValue}>{value}</span>
      {note && <span className="muted">{note}</span>}
    </div>
  );
}
