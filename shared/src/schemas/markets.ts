/** Requests of the market calls: result charts (docs/PRODUCT.md §7 getCharts.php). */
import { z } from 'zod';
import { requiredText } from './fields.js';

export const CHART_TYPES = ['jodi', 'pana'] as const;

export const chartRequest = z.object({
  game_name: requiredText(60, 'Please choose a market.', 'game_name'),
  type: requiredText(10, 'Please choose a chart type.', 'type').pipe(z.enum(CHART_TYPES, { error: "Chart type must be 'jodi' or 'pana'." })),
});

export type ChartInput = z.output<typeof chartRequest>;
