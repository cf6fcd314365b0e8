/** Operator accounts in the console, admins only (docs/API.md "Operator API" → operators). */
import type { FastifyInstance } from 'fastify';
import {
  createOperatorRequest, idParams, operatorAccountsQuery, operatorRoleRequest, operatorStatusRequest, setOperatorPasswordRequest,
  type ConsoleResponse, type OperatorAccount, type Page,
  consoleReply, operatorAccount as operatorAccountSchema, pageOf,
} from '@matka/shared';
import type { AppContext } from '../../../context.js';
import { createOperator, setOperatorPassword } from '../../../features/operators/accounts.js';
import { changeOperatorRole, operatorAccount, operatorAccountPage, setOperatorDisabled } from '../../../features/operators/manage.js';
import { actorOf } from '../../auth.js';
import { replies } from '../../responses.js';
import { parse } from '../../validate.js';

export function operatorAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/admin/operator-accounts', { config: { grant: 'operators' }, schema: replies(consoleReply(pageOf(operatorAccountSchema))) }, async (request) => {
    const data = await operatorAccountPage(ctx, parse(operatorAccountsQuery, request.query));
    return { success: '1', msg: 'Operators.', data } satisfies ConsoleResponse<Page<OperatorAccount>>;
  });

  app.post('/api/admin/operator-accounts', { config: { grant: 'operators' }, schema: replies({ 201: consoleReply(operatorAccountSchema) }) }, async (request, reply) => {
    const { id } = await createOperator(ctx, actorOf(request), parse(createOperatorRequest, request.body));
    const data = await operatorAccount(ctx.db.pool, id);
    reply.code(201);
    return { success: '1', msg: `Operator ${data.name} created.`, data } satisfies ConsoleResponse<OperatorAccount>;
  });

  app.post('/api/admin/operator-accounts/:id/role', { config: { grant: 'operators' }, schema: replies(consoleReply(operatorAccountSchema)) }, async (request) => {
    const { id } = parse(idParams, request.params);
    const data = await changeOperatorRole(ctx, actorOf(request), id, parse(operatorRoleRequest, request.body));
    return { success: '1', msg: `${data.name} is now ${data.role}.`, data } satisfies ConsoleResponse<OperatorAccount>;
  });

  app.post('/api/admin/operator-accounts/:id/status', { config: { grant: 'operators' }, schema: replies(consoleReply(operatorAccountSchema)) }, async (request) => {
    const { id } = parse(idParams, request.params);
    const data = await setOperatorDisabled(ctx, actorOf(request), id, parse(operatorStatusRequest, request.body));
    return { success: '1', msg: data.disabled ? `${data.name} is disabled.` : `${data.name} is enabled.`, data } satisfies ConsoleResponse<OperatorAccount>;
  });

  app.post('/api/admin/operator-accounts/:id/password', { config: { grant: 'operators' }, schema: replies(consoleReply(operatorAccountSchema)) }, async (request) => {
    const { id } = parse(idParams, request.params);
    await setOperatorPassword(ctx, actorOf(request), id, parse(setOperatorPasswordRequest, request.body).password);
    const data = await operatorAccount(ctx.db.pool, id);
    return { success: '1', msg: `Password of ${data.name} changed. Their open sessions have ended.`, data } satisfies ConsoleResponse<OperatorAccount>;
  });
}
