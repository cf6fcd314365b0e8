/**
 * Market calls: the market list (session), the rates and the charts (public:
 * shown before login). All three come from memory (features/markets/
 * readCache.ts), serialised once. The spec calls them with POST; each also
 * answers GET, where its ETag makes a repeat call a 304 with no body
 * (docs/API.md "Conditional reads"): `private, no-cache` for the market list
 * (behind a session), `public, no-cache` for rates and charts (the same for
 * everyone; revalidated every time, since an operator may change them any
 * minute).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  chartRequest, chartsResponse, gamesResponse, ratesResponse, uniqueBy, type ChartsResponse, type Game, type GamesResponse, type Rate, type RatesResponse,
} from '@matka/shared';
import type { AppContext } from '../../../context.js';
import { chart } from '../../../features/charts/charts.js';
import { listGames, rates } from '../../../features/markets/games.js';
import { serialized, type Serialized } from '../../../features/markets/readCache.js';
import { replies } from '../../responses.js';
import { parse, type Routes } from '../../validate.js';
import { endpoint } from '../paths.js';

// The bodies are sent as prebuilt strings, past the route's serializer: each is checked against its schema as it is built (server/src/http/responses.ts).
const gamesBody = (games: Game[]) => gamesResponse.parse({ success: '1', msg: 'Games', result: uniqueBy(games, (game) => game.games_name) } satisfies GamesResponse);
const ratesBody = (list: Rate[]) => ratesResponse.parse({ success: '1', msg: 'Rates', result: uniqueBy(list, (rate) => rate.type) } satisfies RatesResponse);

/** The If-None-Match validators of a GET (a POST's If-None-Match is not a cache's revalidation). */
function matches(request: FastifyRequest, etag: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

function send(request: FastifyRequest, reply: FastifyReply, body: Serialized, cacheControl: string): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (request.method === 'POST') return reply.send(body.body);
  reply.header('cache-control', cacheControl).header('etag', body.etag);
  if (matches(request, body.etag)) return reply.code(304).send();
  return reply.send(body.body);
}

export function marketRoutes(app: Routes, ctx: AppContext): void {
  const reads = ctx.reads?.markets;
  const methods: ('GET' | 'POST')[] = ['GET', 'POST'];

  app.route({
    method: methods, url: endpoint('rates'), config: { public: true }, schema: replies(ratesResponse),
    handler: async (request, reply) => {
      const body = reads ? await reads.rates(ratesBody) : serialized(ratesBody(await rates(ctx)));
      return send(request, reply, body, 'public, no-cache');
    },
  });
  app.route({
    method: methods, url: endpoint('charts'), config: { public: true }, schema: replies(chartsResponse),
    handler: async (request, reply) => {
      const input = parse(chartRequest, request.method === 'POST' ? request.body : request.query);
      const data = reads ? await reads.chart(input) : await chart(ctx, input);
      return send(request, reply, serialized(chartsResponse.parse({ success: '1', msg: 'Chart', data } satisfies ChartsResponse)), 'public, no-cache');
    },
  });
  app.route({
    method: methods, url: endpoint('games'), config: { cachedSession: true }, schema: replies(gamesResponse),
    handler: async (request, reply) => {
      const body = reads ? await reads.games(ctx.clock.now(), gamesBody) : serialized(gamesBody(await listGames(ctx)));
      return send(request, reply, body, 'private, no-cache');
    },
  });
}
