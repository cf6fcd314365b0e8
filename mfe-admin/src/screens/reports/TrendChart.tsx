/**
 * The report's trend: staked and paid as bars, the house's net as a line,
 * one point per period. chart.js is loaded only when this screen draws
 * (TrendCanvas.tsx through React.lazy: its own chunk), so the console's
 * first screen is no heavier for it (README "Why each runtime dependency is
 * here"). The figures are in the table below too; the canvas carries a text
 * summary for screen readers.
 */
import { lazy, Suspense } from 'react';
import type { PnlPeriodRow } from '@matka/shared';
import styles from './ProfitAndLoss.module.css';

const TrendCanvas = lazy(() => import('./TrendCanvas'));

export interface TrendChartProps {
  periods: readonly PnlPeriodRow[];
  summary: string;
}

export function TrendChart({ periods, summary }: TrendChartProps) {
  return (
    <figure className={`card ${styles.chart}`}>
      <figcaption className={styles.chartTitle}>Staked, paid and net per period</figcaption>
      <div className={styles.chartBox}>
        <Suspense fallback={<p className="muted" role="status">Drawing the chart…</p>}>
          <TrendCanvas periods={periods} summary={summary} />
        </Suspense>
      </div>
    </figure>
  );
}
