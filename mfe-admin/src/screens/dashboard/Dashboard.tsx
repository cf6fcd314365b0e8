/**
 * Today at a glance (docs/API.md "Operator API" → dashboard): per market the
 * bids, points staked, players and where its results stand; deposits and
 * withdrawals approved today; what waits for a decision; the newest ledger
 * check (every wallet against its ledger); the markers of harm (roles that read players); the result integrity markers and the
 * newest operator actions (roles that read the audit log). All figures are the server's (set-based SQL), for the IST date chosen.
 */
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { INTEGRITY_LOOKBACK_DAYS, plural } from '@matka/shared';
import { errorText } from '@matka/shared/client';
import { auditLabel } from '../../components/auditLabels';
import { istTime, points } from '../../components/format';
import { useDashboardQuery } from '../../state/consoleApi';
import { operatorMay, selectOperator } from '../../state/session';
import { useConsoleSelector } from '../../state/store';
import { HarmMarkers } from '../protection/HarmMarkers';
import { IntegrityMarkers } from './IntegrityMarkers';
import { LedgerCheck } from './LedgerCheck';
import { SignInFailures } from './SignInFailures';
import type { MarketResultState } from '../../state/contract';
import styles from './Dashboard.module.css';

const RESULT_STATE: Record<MarketResultState, { label: string; className: string }> = {
  pending: { label: 'Awaiting results', className: 'pill pill-warning' },
  open_declared: { label: 'Open declared', className: 'pill pill-warning' },
  declared: { label: 'Declared', className: 'pill pill-success' },
  holiday: { label: 'Holiday', className: 'pill' },
  not_running: { label: 'Not running today', className: 'pill' },
  off: { label: 'Switched off', className: 'pill pill-danger' },
};

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
          </section>

          <LedgerCheck check={data.ledger_check} />

          <section aria-labelledby="dash-markets">
            <h3 id="dash-markets" className={styles.sub}>Markets</h3>
            <div className="table-wrap">
              <table className={`table ${styles.table}`}>
                <thead>
                  <tr>
                    <th scope="col">Market</th><th scope="col">Open–close</th><th scope="col" className={styles.num}>Bids</th>
                    <th scope="col" className={styles.num}>Staked</th><th scope="col" className={styles.num}>Players</th>
                    <th scope="col">Result</th><th scope="col">State</th>
                  </tr>
                </thead>
                <tbody>
                  {data.markets.map((market) => (
                    <tr key={market.market_id}>
                      <td><Link to={`/admin/results?market=${market.market_id}&date=${market.business_date}`}>{market.name}</Link></td>
                      <td>{market.open_time}–{market.close_time}</td>
                      <td className={styles.num}>{points(market.bids)}</td>
                      <td className={styles.num}>{points(market.points_staked)}</td>
                      <td className={styles.num}>{points(market.players)}</td>
                      <td>{market.open_pana ?? '***'}-{market.close_pana ?? '***'}</td>
                      <td><span className={RESULT_STATE[market.result_state].className}>{RESULT_STATE[market.result_state].label}</span></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>

          {operatorMay(operator, 'players') && <HarmMarkers />}
          {operatorMay(operator, 'audit') && <IntegrityMarkers markers={data.integrity_markers} lookbackDays={INTEGRITY_LOOKBACK_DAYS} />}

          <section aria-labelledby="dash-actions">
            <h3 id="dash-actions" className={styles.sub}>Newest operator actions</h3>
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
          </section>
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
