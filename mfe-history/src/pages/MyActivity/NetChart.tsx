/**
 * Net per period as labelled bars around a zero line (wins up, losses down),
 * oldest on the left. Each bar says its period under it and, while there is
 * room, its points over it; every bar reads as "period: ±points" to a screen
 * reader (one unlabelled red bar said nothing).
 */
import { Trans } from 'react-i18next';
import type { ActivityRow } from '@matka/shared';
import { HISTORY, useText } from '@matka/shared/client';
import styles from './MyActivity.module.css';

/** Up to this many bars each show their figure and period; more show every few periods' only (390 px holds about seven). */
const LABELLED_BARS_MAX = 7;

interface Props {
  rows: ActivityRow[];
  /** How a period reads in full (the screen-reader text). */
  label: (row: ActivityRow) => string;
  /** How a period reads under its bar: '23/11', 'Nov'. */
  shortLabel: (row: ActivityRow) => string;
}

export function NetChart({ rows, label, shortLabel }: Props) {
  const { t } = useText(HISTORY);
  const largest = Math.max(1, ...rows.map((row) => Math.abs(row.net)));
  const every = Math.ceil(rows.length / LABELLED_BARS_MAX);
  const labelled = (index: number) => every === 1 || (rows.length - 1 - index) % every === 0;
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.legend}>
        <Trans t={t} i18nKey="activity.legend" components={{ win: <span className={styles.legendWin} />, loss: <span className={styles.legendLoss} /> }} />
      </figcaption>
      <ol className={styles.bars}>
        {rows.map((row, index) => {
          const share = Math.max((Math.abs(row.net) / largest) * 50, 0.5);
          const figure = `${row.net > 0 ? '+' : ''}${row.net}`;
          return (
            <li key={row.start} className={styles.slot}>
              <span className="visually-hidden">{t('activity.bar', { period: label(row), points: figure })}</span>
              <span className={styles.track} aria-hidden="true">
                <span
                  className={`${styles.bar} ${row.net >= 0 ? styles.win : styles.loss}`}
                  style={row.net >= 0 ? { bottom: '50%', height: `${share}%` } : { top: '50%', height: `${share}%` }}
                  data-testid="net-bar"
                />
                {every === 1 && <span className={`${styles.figure} ${row.net >= 0 ? styles.figureWin : styles.figureLoss}`}>{figure}</span>}
              </span>
              <span className={styles.period} aria-hidden="true">{labelled(index) ? shortLabel(row) : ''}</span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
