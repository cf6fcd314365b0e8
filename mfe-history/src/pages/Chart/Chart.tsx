/**
 * /jodi_chart/{gameName} and /pana_chart/{gameName} — a market's results by
 * week (getCharts.php). Jodi chart: a cell per day with the jodi. Pana
 * (panel) chart: per day the open pana over the jodi over the close pana.
 * Below, the market's results log (ResultsLog.tsx) and, for a market the
 * server draws, its verifiable draws (Draws.tsx). Red jodis in red; '**' and
 * '--' as the server sends them; in a market the server draws, a day not
 * drawn from a timely commitment is marked, and so is a day with a reverted
 * result (docs/SETTLEMENT.md "Results log"). Public: this page never reads
 * the session (docs/PRODUCT.md §2 "always treated as logged in").
 */
import { useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { MSG, RED_JODIS, slugToGameName, type ChartDay, type ChartRow, type ChartType } from '@matka/shared';
import { HISTORY, useMessage, useText } from '@matka/shared/client';
import { ListState } from '../../components/ListState';
import { useGetChartQuery } from '../../state/historyApi';
import { historyList } from '../../state/listState';
import { Draws } from './Draws';
import { useMarketRecord, weekDates, type DayMark } from './marketRecord';
import { ResultsLog } from './ResultsLog';
import styles from './Chart.module.css';

/** The chart's columns, Monday first; each heading is history:chart.days.<key>. */
export const WEEKDAYS = [{ key: 'mon' }, { key: 'tue' }, { key: 'wed' }, { key: 'thu' }, { key: 'fri' }, { key: 'sat' }, { key: 'sun' }] as const;

export function chartKindOf(pathname: string): ChartType {
  return pathname.toLowerCase().startsWith('/pana_chart') ? 'pana' : 'jodi';
}

export function Chart() {
  const { t } = useText(HISTORY);
  const say = useMessage();
  const { gameName = '' } = useParams();
  const kind = chartKindOf(useLocation().pathname);
  const market = slugToGameName(gameName);
  const chart = historyList(useGetChartQuery({ game_name: market, type: kind }));
  const record = useMarketRecord(market);

  const heading = t('chart.heading', { market, kind: t(`chart.${kind}`) });
  return (
    <div className="page">
      <h2 className="section-title">{heading}</h2>
      <nav className={styles.switcher} aria-label={t('chart.switcher')}>
        {(['jodi', 'pana'] as const).map((other) => (
          <Link
            key={other} to={`/${other}_chart/${gameName}`} replace
            className={`${styles.switch} ${other === kind ? styles.switchActive : ''}`}
            aria-current={other === kind ? 'page' : undefined}
          >
            {t(`chart.${other}`)}
          </Link>
        ))}
      </nav>
      <ListState {...chart} skeleton="row" empty={say(MSG.noDataHistory)}>
        {(rows) => <ChartTable rows={rows} kind={kind} caption={heading} marks={record.marks} />}
      </ListState>
      <ResultsLog record={record} />
      <Draws record={record} />
    </div>
  );
}

function ChartTable({ rows, kind, caption, marks }: { rows: ChartRow[]; kind: ChartType; caption: string; marks: Map<string, DayMark> }) {
  const { t } = useText(HISTORY);
  const lastRow = useRef<HTMLTableRowElement>(null);
  const marked = [...marks.values()];
  return (
    <>
      <div className={styles.legend}>
        <span className={styles.legendItem}><span className={styles.swatch} aria-hidden="true" />{t('chart.redJodi')}</span>
        <span className={styles.legendItem}><b>**</b>{'\u00a0'}{t('chart.noResult')}</span>
        <span className={styles.legendItem}><b>--</b>{'\u00a0'}{t('chart.closed')}</span>
        {marked.some((mark) => mark.unverifiable) && (
          <span className={styles.legendItem}><span className={`${styles.swatch} ${styles.handSwatch}`} aria-hidden="true" />{t('chart.byHand')}</span>
        )}
        {marked.some((mark) => mark.reverted) && (
          <span className={styles.legendItem}><span className={`${styles.swatch} ${styles.revertSwatch}`} aria-hidden="true" />{t('chart.reverted')}</span>
        )}
        {rows.length > 6 && (
          <button
            type="button" className={`btn btn-ghost ${styles.latest}`}
            onClick={() => lastRow.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' })}
          >
            {t('chart.latestWeek')}
          </button>
        )}
      </div>
      <div className={`table-wrap ${styles.wrap}`} role="region" aria-label={t('chart.scrolls', { caption })} tabIndex={0}>
        <table className={`table ${styles.table} ${kind === 'pana' ? styles.panaTable : styles.jodiTable}`}>
          <caption className="visually-hidden">{t('chart.oldestFirst', { caption })}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.weekHead}>{t('chart.week')}</th>
              {WEEKDAYS.map(({ key }) => <th key={key} scope="col" className={styles.dayHead}>{t(`chart.days.${key}`)}</th>)}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const dates = weekDates(row.week);
              return (
                <tr key={`${row.week}-${index}`} ref={index === rows.length - 1 ? lastRow : undefined}>
                  <th scope="row" className={styles.week}><WeekLabel week={row.week} /></th>
                  {WEEKDAYS.map(({ key }, day) => {
                    const mark = dates[day] ? marks.get(dates[day]) : undefined;
                    return (
                      <td key={key} className={dayClass(mark)} data-hand-declared={mark?.unverifiable ? 'true' : undefined}
                        data-reverted={mark?.reverted ? 'true' : undefined}>
                        {kind === 'pana' ? <PanaCell day={row[key]} /> : <JodiValue jodi={row[key]?.jodi} />}
                        {mark && <MarkText mark={mark} />}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

function dayClass(mark: DayMark | undefined): string {
  return [styles.day, mark?.unverifiable ? styles.handDay : '', mark?.reverted ? styles.revertedDay : ''].filter(Boolean).join(' ');
}

/** What a marked cell means, for screen readers and as a tooltip's text. */
function MarkText({ mark }: { mark: DayMark }) {
  const { t } = useText(HISTORY);
  const parts = [mark.unverifiable, mark.reverted ? t('chart.resultReverted') : null].filter(Boolean);
  return <span className="visually-hidden">, {parts.join('; ')}</span>;
}

/** '17/11/2026 to 23/11/2026' on two lines. */
function WeekLabel({ week }: { week: string }) {
  const { t } = useText(HISTORY);
  const [from, to] = week.split(/\s+to\s+/);
  if (!to) return <>{week}</>;
  return (
    <>
      <span className={styles.weekLine}>{from}</span>{' '}
      <span className={styles.weekLine}>{t('chart.weekTo', { date: to })}</span>
    </>
  );
}

function JodiValue({ jodi }: { jodi: string | undefined }) {
  const value = jodi ?? '';
  const red = RED_JODIS.has(value);
  return (
    <span className={`${styles.jodi} ${red ? styles.red : ''}`} data-red-jodi={red ? 'true' : undefined}>
      {value}
    </span>
  );
}

function PanaCell({ day }: { day: ChartDay | undefined }) {
  return (
    <span className={styles.stack}>
      <span className={styles.pana}>{day?.open_panna ?? ''}</span>
      <JodiValue jodi={day?.jodi} />
      <span className={styles.pana}>{day?.close_panna ?? ''}</span>
    </span>
  );
}
