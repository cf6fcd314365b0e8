/**
 * The live streams (docs/LIVE.md): GET, Server-Sent Events, one per open tab.
 * A player's stream sits in the player scope, an operator's in the operator
 * scope, so a stream is opened only with a live session; the hub ends it when
 * the session ends. Once open, a stream is counted by the hub's limits and no
 * longer by the connection caps (it is a signed-in tab, not a stranger
 * holding a socket).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failureResponse, LIVE_PATHS, liveStreamQuery, ROLE_GRANTS, type OperatorRole } from '@matka/shared';
import type { AppContext } from '../../../context.js';
import { ApiFailure, assert } from '../../../errors.js';
import type { StreamReader } from '../../../features/live/stream.js';
import { hashToken } from '../../../auth/tokens.js';
import { OPERATOR_COOKIE, operatorOf, playerOf, tokenOf } from '../../auth.js';
import { addressKey } from '../../addressKey.js';
import { releaseFromConnectionCaps } from '../../connectionCaps.js';
import type { Routes } from '../../validate.js';

/** Not JSON on success: the 4xx and 5xx before the stream starts are the usual failure shape. */
const STREAM_ROUTE = {
  schema: { querystring: liveStreamQuery, response: { '4xx': failureResponse, '5xx': failureResponse } },
} as const;

/** A browser reconnects by itself this long after a drop (the SSE `retry` field). */
const RETRY_MS = 3_000;

function openStream(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, reader: StreamReader, tokenHash: string): void {
  const hub = ctx.live;
  assert(hub, 'the live hub is started with the HTTP app');
  const address = addressKey(request.ip);
  const refusal = hub.refusal(tokenHash, address);
  if (refusal) throw new ApiFailure(refusal.status, refusal.message);
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    // Never stored or transformed on the way (a compressing or buffering proxy would hold the events back).
    'cache-control': 'no-store, no-transform',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  response.write(`retry: ${RETRY_MS}\n\n`);
  request.raw.socket.setNoDelay(true);
  releaseFromConnectionCaps(request.raw.socket);
  const header = request.headers['last-event-id'];
  const lastEventId = (Array.isArray(header) ? header[0] : header) ?? (request.query as { last_event_id?: string }).last_event_id;
  hub.open({ response, reader, tokenHash, addressKey: address, lastEventId });
}

/** Inside the player scope: the session check ran (from memory, as on every read-only route). */
export function livePlayerRoutes(app: Routes, ctx: AppContext): void {
  app.get(LIVE_PATHS.player, { ...STREAM_ROUTE, config: { cachedSession: true, reply: 'raw' } }, async (request, reply) => {
    openStream(ctx, request, reply, { kind: 'player', userId: playerOf(request).id }, request.playerTokenHash);
  });
}

/** Inside the operator scope: every role sees results and markets; fund requests only the roles that decide them. */
export function liveOperatorRoutes(app: Routes, ctx: AppContext): void {
  app.get(LIVE_PATHS.operator, { ...STREAM_ROUTE, config: { grant: 'dashboard', reply: 'raw' } }, async (request, reply) => {
    const operator = operatorOf(request);
    const token = tokenOf(request, OPERATOR_COOKIE);
    assert(token, 'the operator scope found a session');
    const seesFunds = (ROLE_GRANTS.funds as readonly OperatorRole[]).includes(operator.role);
    openStream(ctx, request, reply, { kind: 'operator', operatorId: operator.id, seesFunds }, hashToken(token));
  });
}
