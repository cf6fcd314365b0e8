/**
 * Profit and loss (docs/CONSOLE.md "Profit and loss", docs/API.md
 * "Reports"): for the dates and period chosen (the last 30 days by day
 * unless the URL says otherwise), what players staked, what was paid and
 * what the house kept, per period with a trend chart, per market and per
 * game type; and the money that came in and went out. Every figure is the
 * server's, from the ledger; admins only (the `reports` grant).
 */
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PNL_PERIODS, plural, type PnlGameTypeRow, type PnlMarketRow, type PnlPeriod, type PnlPeriodRow } from '@matka/shared';
import { errorText } from '@matka/shared/client';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { points, signedPoints } from '../../components/format';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { usePnlQuery } from '../../state/reportsApi';
import { TrendChart } from './TrendChart';
import styles from './ProfitAndLoss.module.css';

const PERIOD_LABELS: Record<PnlPeriod, string> = { day: 'Day', week: 'Week', month: 'Month' };

/** The house's net: green when it kept points, red when it paid out more than it took. */
function Net({ value }: { value: number }) {
  return <span className={value > 0 ? styles.gain : value < 0 ? styles.loss : undefined}>{signedPoints(value)}</span>;
}

const periodName = (row: PnlPeriodRow) => (row.start === row.end ? row.start : `${row.start} to ${row.end}`);

const PERIOD_COLUMNS: Column<PnlPeriodRow>[] = [
  { key: 'period', header: 'Period', rowHeader: true, render: periodName },
  { key: 'bids', header: 'Bids', align: 'end', render: (row) => points(row.bids) },
  { key: 'staked', header: 'Staked', align: 'end', render: (row) => points(row.staked) },
  { key: 'paid', header: 'Paid', align: 'end', render: (row) => points(row.paid) },
  { key: 'uncollected', header: 'Uncollected', align: 'end', render: (row) => (row.uncollected ? points(row.uncollected) : '—') },
  { key: 'net', header: 'Net', align: 'end', render: (row) => <Net value={row.net} /> },
  { key: 'deposits', header: 'Deposits', align: 'end', render: (row) => points(row.deposits.points) },
  { key: 'withdrawals', header: 'Withdrawals', align: 'end', render: (row) => points(row.withdrawals.points) },
  { key: 'adjustments', header: 'Adjustments', align: 'end', render: (row) => signedPoints(row.adjustments.points) },
  { key: 'recovered', header: 'Recovered', align: 'end', render: (row) => (row.recovered.points ? points(row.recovered.points) : '—') },
];

const MARKET_COLUMNS: Column<PnlMarketRow>[] = [
  { key: 'market', header: 'Market', rowHeader: true, render: (row) => row.market },
  { key: 'bids', header: 'Bids', align: 'end', render: (row) => points(row.bids) },
  { key: 'staked', header: 'Staked', align: 'end', render: (row) => points(row.staked) },
  { key: 'paid', header: 'Paid', align: 'end', render: (row) => points(row.paid) },
  { key: 'uncollected', header: 'Uncollected', align: 'end', render: (row) => (row.uncollected ? points(row.uncollected) : '—') },
  { key: 'net', header: 'Net', align: 'end', render: (row) => <Net value={row.net} /> },
];

const GAME_COLUMNS: Column<PnlGameTypeRow>[] = [
  { key: 'game_type', header: 'Game type', rowHeader: true, render: (row) => row.label },
  { key: 'bids', header: 'Bids', align: 'end', render: (row) => points(row.bids) },
  { key: 'staked', header: 'Staked', align: 'end', render: (row) => points(row.staked) },
  { key: 'paid', header: 'Paid', align: 'end', render: (row) => points(row.paid) },
  { key: 'net', header: 'Net before reverts', align: 'end', render: (row) => <Net value={row.net} /> },
];

export function ProfitAndLoss() {
  const [search, setSearch] = useSearchParams();
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const period = (PNL_PERIODS as readonly string[]).includes(search.get('period') ?? '') ? (search.get('period') as PnlPeriod) : 'day';
  const { data, error, isFetching } = usePnlQuery({ from: from || undefined, to: to || undefined, period });
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace: true });
  };

  return (
    <>
      <header className={styles.head}>
        <h2 className="section-title">Profit and loss</h2>
        <div className={styles.controls}>
          <label className="field">
            <span className="field-label">From (IST)</span>
            <input className="input" type="date" value={from || data?.from || ''} onChange={(event) => set('from', event.target.value)} />
          </label>
          <label className="field">
            <span className="field-label">To (IST)</span>
            <input className="input" type="date" value={to || data?.to || ''} onChange={(event) => set('to', event.target.value)} />
          </label>
          <label className="field">
            <span className="field-label">Per</span>
            <select className="select" value={period} onChange={(event) => set('period', event.target.value)}>
              {PNL_PERIODS.map((option) => <option key={option} value={option}>{PERIOD_LABELS[option]}</option>)}
            </select>
          </label>
          <ExportCsvButton table="pnl" filters={{ from: data?.from ?? from, to: data?.to ?? to, period }} what="the profit and loss" />
        </div>
      </header>
      {error && <p className="empty-state" role="alert">{errorText(error)}</p>}
      {!data && !error && <p className="empty-state" role="status">Loading…</p>}
      {data && !error && (
        <div className={styles.grid} aria-busy={isFetching || undefined}>
          <section className={styles.tiles} aria-label="Totals">
            <Tile label="Bids" value={points(data.totals.bids)} />
            <Tile label="Points staked" value={points(data.totals.staked)} />
            <Tile label="Wins paid" value={points(data.totals.paid)} />
            <Tile label="Uncollected after reverts" value={points(data.totals.uncollected)} />
            <Tile label="House net" value={<Net value={data.totals.net} />} />
            <Tile label="Deposits" value={points(data.totals.deposits.points)} note={plural(data.totals.deposits.count, 'deposit')} />
            <Tile label="Withdrawals" value={points(data.totals.withdrawals.points)} note={plural(data.totals.withdrawals.count, 'withdrawal')} />
            <Tile label="Adjustments" value={signedPoints(data.totals.adjustments.points)} note={plural(data.totals.adjustments.count, 'adjustment')} />
            <Tile label="Recovered from receivables" value={points(data.totals.recovered.points)} note={plural(data.totals.recovered.count, 'recovery', 'recoveries')} />
          </section>

          <TrendChart periods={data.periods}
            summary={`${PERIOD_LABELS[data.period]} by ${data.period} from ${data.from} to ${data.to}: staked ${points(data.totals.staked)}, paid ${points(data.totals.paid + data.totals.uncollected)}, net ${signedPoints(data.totals.net)}.`} />

          <section aria-labelledby="pnl-periods">
            <h3 id="pnl-periods" className={styles.sub}>By {data.period}</h3>
            <ResponsiveTable caption={`Profit and loss by ${data.period}`} columns={PERIOD_COLUMNS} rows={[...data.periods].reverse()} rowKey={(row) => row.start} />
          </section>
          <section aria-labelledby="pnl-markets">
            <h3 id="pnl-markets" className={styles.sub}>By market</h3>
            <ResponsiveTable caption="Profit and loss by market" columns={MARKET_COLUMNS} rows={data.markets} rowKey={(row) => row.market_id} />
            {data.markets.length === 0 && <p className="muted">No bids in these dates.</p>}
          </section>
          <section aria-labelledby="pnl-games">
            <h3 id="pnl-games" className={styles.sub}>By game type</h3>
            <ResponsiveTable caption="Profit and loss by game type" columns={GAME_COLUMNS} rows={data.game_types} rowKey={(row) => row.game_type} />
          </section>
          <p className={styles.note}>
            Bids count on their market's business date; deposits, withdrawals (held, less refunds of declined ones) and adjustments on the
            day they were posted. Uncollected: wins a revert could not take back from the winner's wallet; recovered: what later credits paid back into those receivables, on the day taken. Net = staked − paid − uncollected.
            {data.closed_through ? ` Days up to ${data.closed_through} are closed; later days are read as they stand.` : ' Every day shown is still open and read as it stands.'}
          </p>
        </div>
      )}
    </>
  );
}

function Tile({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className={`card ${styles.tile}`}>
      <span className={styles.tileLabel}>{label}</span>
      <span className={styles.tileValue}>{value}</span>
      {note && <span className={styles.tileNote}>{note}</span>}
    </div>
  );
}
