/** Markets and rates in the console (docs/API.md "Operator API" → markets, rates). */
import { z } from 'zod';
import {
  createMarketRequest, idParams, updateMarketRequest, updateRateRequest,
  type AdminMarket, type AdminRate, type ConsoleResponse,
  adminMarket, adminRate, consoleReply,
} from '@matka/shared';
import type { AppContext } from '../../../context.js';
import { adminMarkets } from '../../../features/marketEditing/adminMarkets.js';
import { createMarket, editMarket } from '../../../features/marketEditing/editMarkets.js';
import { adminRates, editRate } from '../../../features/marketEditing/editRates.js';
import { actorOf } from '../../auth.js';
import { replies } from '../../responses.js';
import type { Routes } from '../../validate.js';

export function marketRoutes(app: Routes, ctx: AppContext): void {
  // Every role reads the markets and rates: the results screen picks a market from them.
  app.get('/api/admin/markets', { config: { grant: 'dashboard' }, schema: replies(consoleReply(z.array(adminMarket))) }, async () => {
    return { success: '1', msg: 'Markets.', data: await adminMarkets(ctx) } satisfies ConsoleResponse<AdminMarket[]>;
  });

  app.post('/api/admin/markets', { config: { grant: 'markets' }, schema: { body: createMarketRequest, ...replies({ 201: consoleReply(adminMarket) }) } }, async (request, reply) => {
    const data = await createMarket(ctx, actorOf(request), request.body);
    reply.code(201);
    return { success: '1', msg: `Market ${data.name} created.`, data } satisfies ConsoleResponse<AdminMarket>;
  });

  app.patch('/api/admin/markets/:id', { config: { grant: 'markets' }, schema: { params: idParams, body: updateMarketRequest, ...replies(consoleReply(adminMarket)) } }, async (request) => {
    const { id } = request.params;
    const data = await editMarket(ctx, actorOf(request), id, request.body);
    return { success: '1', msg: `Market ${data.name} saved.`, data } satisfies ConsoleResponse<AdminMarket>;
  });

  app.get('/api/admin/rates', { config: { grant: 'dashboard' }, schema: replies(consoleReply(z.array(adminRate))) }, async () => {
    return { success: '1', msg: 'Rates.', data: await adminRates(ctx) } satisfies ConsoleResponse<AdminRate[]>;
  });

  app.put('/api/admin/rates', { config: { grant: 'markets' }, schema: { body: updateRateRequest, ...replies(consoleReply(adminRate)) } }, async (request) => {
    const data = await editRate(ctx, actorOf(request), request.body);
    return { success: '1', msg: `${data.type} rate saved: ${data.label}.`, data } satisfies ConsoleResponse<AdminRate>;
  });
}
