/**
 * The chart.js drawing of TrendChart (loaded lazily, see there). Only the
 * pieces a bar-and-line chart needs are registered, so the chunk holds no
 * more of chart.js than that. Colours are the design tokens, read from the
 * page's CSS variables.
 */
import { useEffect, useRef } from 'react';
import {
  BarController, BarElement, CategoryScale, Chart, Legend, LineController, LineElement, LinearScale, PointElement, Tooltip,
} from 'chart.js';
import type { PnlPeriodRow } from '@matka/shared';

Chart.register(BarController, BarElement, CategoryScale, Legend, LineController, LineElement, LinearScale, PointElement, Tooltip);

const token = (name: string, fallback: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
const label = (row: PnlPeriodRow) => (row.start === row.end ? row.start.slice(5) : `${row.start.slice(5)}–${row.end.slice(5)}`);

export default function TrendCanvas({ periods, summary }: { periods: readonly PnlPeriodRow[]; summary: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return undefined;
    const chart = new Chart(context, {
      data: {
        labels: periods.map(label),
        datasets: [
          { type: 'bar', label: 'Staked', data: periods.map((row) => row.staked), backgroundColor: token('--color-primary', '#2b1f6b'), order: 2 },
          { type: 'bar', label: 'Paid', data: periods.map((row) => row.paid + row.uncollected), backgroundColor: token('--color-accent', '#f5b800'), order: 2 },
          {
            type: 'line', label: 'Net', data: periods.map((row) => row.net), borderColor: token('--color-success', '#13795b'),
            backgroundColor: token('--color-success', '#13795b'), pointRadius: 2, borderWidth: 2, order: 1,
          },
        ],
      },
      options: {
        responsive: true, maintainAspectRatio: false, animation: false,
        interaction: { mode: 'index', intersect: false },
        plugins: { legend: { position: 'bottom' } },
        scales: { y: { ticks: { callback: (value) => Number(value).toLocaleString('en-IN') } } },
      },
    });
    return () => chart.destroy();
  }, [periods]);
  return <canvas ref={canvas} role="img" aria-label={summary} />;
}
