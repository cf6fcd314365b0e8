/**
 * /my-activity (docs/PROTECTION.md): bids, wins, deposits,
 * withdrawals and net per day, week or month (IST calendar periods), with a
 * simple bar chart of the net so a losing streak is seen at a glance.
 */
import { useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, MSG, LIMIT_PERIODS, formatDate, type ActivityRow, type Language, type LimitPeriod } from '@matka/shared';
import { HISTORY, useLanguage, useMessage, useText } from '@matka/shared/client';
import { ListState } from '../../components/ListState';
import { useGetActivityQuery } from '../../state/historyApi';
import { historyList } from '../../state/listState';
import { NetChart } from './NetChart';
import styles from './MyActivity.module.css';

/** A month's short name ('Nov', 'नव॰'), in English as en-IN writes it. */
function monthName(year: string | undefined, month: string | undefined, language: Language): string {
  const at = new Date(Date.UTC(Number(year), Number(month) - 1, 1));
  return language === DEFAULT_LANGUAGE ? at.toLocaleString('en-IN', { month: 'short', timeZone: 'UTC' }) : formatDate(language, at, { month: 'short', timeZone: 'UTC' });
}

/** 'YYYY-MM-DD' → how the period reads: '23/11/2026', 'Week of 23/11/2026', 'Nov 2026' (history:activity.weekOf with `t`). */
export function periodLabel(start: string, period: LimitPeriod, t?: TFunction<'history'>, language: Language = DEFAULT_LANGUAGE): string {
  const [year, month, day] = start.split('-');
  if (period === 'month') return `${monthName(year, month, language)} ${year}`;
  const date = `${day}/${month}/${year}`;
  if (period !== 'week') return date;
  return t ? t('activity.weekOf', { date }) : `Week of ${date}`;
}

/** Under a chart bar: '23/11' for a day or a week (its Monday), 'Nov' for a month. */
export function shortPeriodLabel(start: string, period: LimitPeriod, language: Language = DEFAULT_LANGUAGE): string {
  const [year, month, day] = start.split('-');
  if (period === 'month') return monthName(year, month, language);
  return `${day}/${month}`;
}

export const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

export function MyActivity() {
  const { t } = useText(HISTORY);
  const say = useMessage();
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const list = historyList(useGetActivityQuery(period));
  const tabsId = useId();

  return (
    <div className={`page ${styles.page}`}>
      <h2 className="section-title">{t('activity.title')}</h2>
      <div className={styles.tabs} role="radiogroup" aria-labelledby={tabsId}>
        <span id={tabsId} className="visually-hidden">{t('activity.showPer')}</span>
        {LIMIT_PERIODS.map((each) => (
          <label key={each} className={styles.tab}>
            <input type="radio" name="activity-period" value={each} checked={period === each} onChange={() => setPeriod(each)} />
            <span>{t(`activity.periods.${each}`)}</span>
          </label>
        ))}
      </div>
      <ListState {...list} skeleton="row" empty={say(MSG.noDataHistory)}>
        {(rows) => <ActivityView rows={rows} period={period} />}
      </ListState>
    </div>
  );
}

function ActivityView({ rows, period }: { rows: ActivityRow[]; period: LimitPeriod }) {
  const { t } = useText(HISTORY);
  const { language } = useLanguage();
  const total = rows.reduce((sum, row) => sum + row.net, 0);
  return (
    <>
      <p className={styles.total} data-testid="activity-total">
        {t(`activity.over.${period}`, { count: rows.length })}:{' '}
        <strong className={total < 0 ? 'amount-debit' : 'amount-credit'}>{t('activity.points', { points: signed(total) })}</strong>
      </p>
      <NetChart rows={[...rows].reverse()} label={(row) => periodLabel(row.start, period, t, language)} shortLabel={(row) => shortPeriodLabel(row.start, period, language)} />
      <div className="table-wrap">
        <table className={`table ${styles.table}`}>
          <caption className="visually-hidden">{t(`activity.perPeriod.${period}`)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('activity.period')}</th><th scope="col">{t('activity.bids')}</th><th scope="col">{t('activity.wins')}</th>
              <th scope="col">{t('activity.deposits')}</th><th scope="col">{t('activity.withdrawals')}</th><th scope="col">{t('activity.net')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.start}>
                <th scope="row">{periodLabel(row.start, period, t, language)}</th>
                <td data-label={t('activity.bids')}>{row.bids}</td>
                <td data-label={t('activity.wins')}>{row.wins}</td>
                <td data-label={t('activity.deposits')}>{row.deposits}</td>
                <td data-label={t('activity.withdrawals')}>{row.withdrawals}</td>
                <td data-label={t('activity.net')} className={`${styles.net} ${row.net < 0 ? 'amount-debit' : 'amount-credit'}`}>{signed(row.net)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
