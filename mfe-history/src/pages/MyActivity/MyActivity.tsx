/**
 * /my-activity (docs/PROTECTION.md): bids, wins, deposits,
 * withdrawals and net per day, week or month (IST calendar periods), with a
 * simple bar chart of the net so a losing streak is seen at a glance.
 */
import { useId, useState } from 'react';
import { MSG, LIMIT_PERIODS, plural, type ActivityRow, type LimitPeriod } from '@matka/shared';
import { ListState } from '../../components/ListState';
import { useGetActivityQuery } from '../../state/historyApi';
import { historyList } from '../../state/listState';
import { NetChart } from './NetChart';
import styles from './MyActivity.module.css';

const PERIOD_LABEL: Record<LimitPeriod, string> = { day: 'Day', week: 'Week', month: 'Month' };

/** 'YYYY-MM-DD' → how the period reads: '23/11/2026', 'Week of 23/11/2026', 'Nov 2026'. */
export function periodLabel(start: string, period: LimitPeriod): string {
  const [year, month, day] = start.split('-');
  if (period === 'month') return `${new Date(Date.UTC(Number(year), Number(month) - 1, 1)).toLocaleString('en-IN', { month: 'short', timeZone: 'UTC' })} ${year}`;
  const date = `${day}/${month}/${year}`;
  return period === 'week' ? `Week of ${date}` : date;
}

/** Under a chart bar: '23/11' for a day or a week (its Monday), 'Nov' for a month. */
export function shortPeriodLabel(start: string, period: LimitPeriod): string {
  const [year, month, day] = start.split('-');
  if (period === 'month') return new Date(Date.UTC(Number(year), Number(month) - 1, 1)).toLocaleString('en-IN', { month: 'short', timeZone: 'UTC' });
  return `${day}/${month}`;
}

export const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

export function MyActivity() {
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const list = historyList(useGetActivityQuery(period));
  const tabsId = useId();

  return (
    <div className={`page ${styles.page}`}>
      <h2 className="section-title">My activity</h2>
      <div className={styles.tabs} role="radiogroup" aria-labelledby={tabsId}>
        <span id={tabsId} className="visually-hidden">Show per</span>
        {LIMIT_PERIODS.map((each) => (
          <label key={each} className={styles.tab}>
            <input type="radio" name="activity-period" value={each} checked={period === each} onChange={() => setPeriod(each)} />
            <span>{PERIOD_LABEL[each]}</span>
          </label>
        ))}
      </div>
      <ListState {...list} skeleton="row" empty={MSG.noDataHistory}>
        {(rows) => <ActivityView rows={rows} period={period} />}
      </ListState>
    </div>
  );
}

function ActivityView({ rows, period }: { rows: ActivityRow[]; period: LimitPeriod }) {
  const total = rows.reduce((sum, row) => sum + row.net, 0);
  return (
    <>
      <p className={styles.total} data-testid="activity-total">
        Net over {plural(rows.length, period)}:{' '}
        <strong className={total < 0 ? 'amount-debit' : 'amount-credit'}>{signed(total)} points</strong>
      </p>
      <NetChart rows={[...rows].reverse()} label={(row) => periodLabel(row.start, period)} shortLabel={(row) => shortPeriodLabel(row.start, period)} />
      <div className="table-wrap">
        <table className={`table ${styles.table}`}>
          <caption className="visually-hidden">Activity per {PERIOD_LABEL[period].toLowerCase()}, newest first</caption>
          <thead>
            <tr><th scope="col">Period</th><th scope="col">Bids</th><th scope="col">Wins</th><th scope="col">Deposits</th><th scope="col">Withdrawals</th><th scope="col">Net</th></tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.start}>
                <th scope="row">{periodLabel(row.start, period)}</th>
                <td data-label="Bids">{row.bids}</td>
                <td data-label="Wins">{row.wins}</td>
                <td data-label="Deposits">{row.deposits}</td>
                <td data-label="Withdrawals">{row.withdrawals}</td>
                <td data-label="Net" className={`${styles.net} ${row.net < 0 ? 'amount-debit' : 'amount-credit'}`}>{signed(row.net)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
