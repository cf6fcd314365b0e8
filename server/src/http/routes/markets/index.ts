/** Market calls: the market list (session), the rates and the charts (public: shown before login). */
import type { FastifyInstance } from 'fastify';
import { chartRequest, type ChartsResponse, type GamesResponse, type RatesResponse } from '@matka/shared';
import type { AppContext } from '../../../context.js';
import { chart } from '../../../features/charts/charts.js';
import { listGames, rates } from '../../../features/markets/games.js';
import { parse } from '../../validate.js';
import { endpoint } from '../paths.js';

function dedupeBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && Boolean(seen.add(key(item))));
}

export function marketRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(endpoint('rates'), { config: { public: true } }, async () => {
    return { success: '1', msg: 'Rates', result: dedupeBy(await rates(ctx), (rate) => rate.type) } satisfies RatesResponse;
  });
  app.post(endpoint('charts'), { config: { public: true } }, async (request) => {
    return { success: '1', msg: 'Chart', data: await chart(ctx, parse(chartRequest, request.body)) } satisfies ChartsResponse;
  });
  app.post(endpoint('games'), async () => {
    return { success: '1', msg: 'Games', result: dedupeBy(await listGames(ctx), (game) => game.games_name) } satisfies GamesResponse;
  });
}
