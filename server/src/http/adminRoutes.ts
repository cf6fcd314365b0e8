/**
 * The operator API (JSON) behind the operator console. Operators have their
 * own accounts and cookie; a player session never reaches these routes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { adjustWallet, operatorLogIn } from '../features/admin/operators.js';
import { declareResult } from '../features/admin/settle.js';
import { decideRequest } from '../features/funds/funds.js';
import { listGames } from '../features/markets/games.js';
import { listFundRequests } from '../data/funds.js';
import { revokeSession } from '../data/sessions.js';
import { hashToken } from '../auth/tokens.js';
import { OPERATOR_COOKIE, requireOperator, setSessionCookie, tokenOf } from './auth.js';
import { badRequest } from './errors.js';
import { bodyOf, optionalText } from './fields.js';
import { istDateTime } from '../format.js';

function idParam(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  if (!/^\d{1,15}$/.test(raw)) throw badRequest('Unknown id.');
  return Number(raw);
}

export function adminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const operator = (request: FastifyRequest) => requireOperator(ctx, request);

  app.post('/api/admin/login', { config: { rateLimit: { max: ctx.config.LOGIN_RATE_PER_MINUTE, timeWindow: '1 minute' } } }, async (request, reply) => {
    const session = await operatorLogIn(ctx, bodyOf(request.body));
    setSessionCookie(ctx, reply, OPERATOR_COOKIE, session.token, session.expiresAt);
    return { success: '1', msg: `Welcome, ${session.name}.`, token: session.token, data: { name: session.name } };
  });
  app.post('/api/admin/logout', async (request, reply) => {
    const token = tokenOf(request, OPERATOR_COOKIE);
    if (token) await revokeSession(ctx.db.pool, hashToken(token), ctx.clock.now());
    reply.clearCookie(OPERATOR_COOKIE, { path: '/' });
    return { success: '1', msg: 'Logged out.' };
  });

  app.post('/api/admin/adjustments', async (request) => {
    const who = await operator(request);
    const balance = await adjustWallet(ctx, who.id, bodyOf(request.body));
    return { success: '1', msg: 'Wallet adjusted.', balance };
  });

  app.get('/api/admin/fund-requests', async (request) => {
    await operator(request);
    const query = request.query as Record<string, string | undefined>;
    const status = query.status && ['0', '1', '-1'].includes(query.status) ? query.status : undefined;
    const kind = query.kind && ['deposit', 'withdraw'].includes(query.kind) ? query.kind : undefined;
    const rows = await listFundRequests(ctx.db.pool, { status, kind });
    return {
      success: '1',
      result: rows.map((row) => ({
        id: row.id, phone_number: row.phone_number, name: row.name, kind: row.kind, method: row.method, points: row.points,
        status: row.status, utr: row.utr, remark: row.remark, has_image: Boolean(row.image_path), date: istDateTime(row.created_at),
      })),
    };
  });
  app.post('/api/admin/fund-requests/:id/decision', async (request) => {
    const who = await operator(request);
    const body = bodyOf(request.body);
    if (typeof body.approve !== 'boolean') throw badRequest('approve must be true or false.');
    await decideRequest(ctx, who.id, idParam(request), body.approve, optionalText(body, 'remark', 200));
    return { success: '1', msg: body.approve ? 'Approved.' : 'Declined.' };
  });

  app.get('/api/admin/markets', async (request) => {
    await operator(request);
    return { success: '1', result: await listGames(ctx) };
  });
  app.post('/api/admin/results', async (request) => {
    await operator(request);
    const body = bodyOf(request.body);
    const marketId = Number(body.market_id);
    if (!Number.isSafeInteger(marketId) || marketId <= 0) throw badRequest('Choose a market.');
    if (body.session !== 'open' && body.session !== 'close') throw badRequest("session must be 'open' or 'close'.");
    const pana = optionalText(body, 'pana', 3) ?? '';
    const businessDate = optionalText(body, 'business_date', 10);
    const summary = await declareResult(ctx, { marketId, session: body.session, pana, ...(businessDate ? { businessDate } : {}) });
    return { success: '1', msg: 'Result declared and bids settled.', data: summary };
  });
}
