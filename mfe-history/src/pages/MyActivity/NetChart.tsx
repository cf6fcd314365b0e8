/** Net per period as bars around a zero line (wins up, losses down), oldest on the left. */
import type { ActivityRow } from '@matka/shared';
import styles from './MyActivity.module.css';

const HEIGHT = 120;
const BAR_GAP = 4;

export function NetChart({ rows, label }: { rows: ActivityRow[]; label: (row: ActivityRow) => string }) {
  const largest = Math.max(1, ...rows.map((row) => Math.abs(row.net)));
  const half = HEIGHT / 2;
  const width = Math.max(rows.length * 24, 120);
  const barWidth = width / Math.max(rows.length, 1) - BAR_GAP;
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label="Net result per period: bars up are wins, bars down are losses" preserveAspectRatio="none">
        <line x1={0} x2={width} y1={half} y2={half} className={styles.zero} />
        {rows.map((row, index) => {
          const size = (Math.abs(row.net) / largest) * (half - 4);
          const x = index * (barWidth + BAR_GAP) + BAR_GAP / 2;
          return (
            <rect
              key={row.start}
              x={x}
              y={row.net >= 0 ? half - size : half}
              width={barWidth}
              height={Math.max(size, 1)}
              className={row.net >= 0 ? styles.win : styles.loss}
              data-testid="net-bar"
            >
              <title>{`${label(row)}: ${row.net > 0 ? '+' : ''}${row.net} points`}</title>
            </rect>
          );
        })}
      </svg>
    </figure>
  );
}
