/** Operator accounts in the console, admins only (docs/API.md "Operator API" → operators). */
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
import type { Routes } from '../../validate.js';

export function operatorAccountRoutes(app: Routes, ctx: AppContext): void {
  app.get('/api/admin/operator-accounts', { config: { grant: 'operators' }, schema: { querystring: operatorAccountsQuery, ...replies(consoleReply(pageOf(operatorAccountSchema))) } }, async (request) => {
    const data = await operatorAccountPage(ctx, request.query);
    return { success: '1', msg: 'Operators.', data } satisfies ConsoleResponse<Page<OperatorAccount>>;
  });

  app.post('/api/admin/operator-accounts', { config: { grant: 'operators' }, schema: { body: createOperatorRequest, ...replies({ 201: consoleReply(operatorAccountSchema) }) } }, async (request, reply) => {
    const { id } = await createOperator(ctx, actorOf(request), request.body);
    const data = await operatorAccount(ctx.db.pool, id);
    reply.code(201);
    return { success: '1', msg: `Operator ${data.name} created.`, data } satisfies ConsoleResponse<OperatorAccount>;
  });

  app.post('/api/admin/operator-accounts/:id/role', { config: { grant: 'operators' }, schema: { params: idParams, body: operatorRoleRequest, ...replies(consoleReply(operatorAccountSchema)) } }, async (request) => {
    const { id } = request.params;
    const data = await changeOperatorRole(ctx, actorOf(request), id, request.body);
    return { success: '1', msg: `${data.name} is now ${data.role}.`, data } satisfies ConsoleResponse<OperatorAccount>;
  });

  app.post('/api/admin/operator-accounts/:id/status', { config: { grant: 'operators' }, schema: { params: idParams, body: operatorStatusRequest, ...replies(consoleReply(operatorAccountSchema)) } }, async (request) => {
    const { id } = request.params;
    const data = await setOperatorDisabled(ctx, actorOf(request), id, request.body);
    return { success: '1', msg: data.disabled ? `${data.name} is disabled.` : `${data.name} is enabled.`, data } satisfies ConsoleResponse<OperatorAccount>;
  });

  app.post('/api/admin/operator-accounts/:id/password', { config: { grant: 'operators' }, schema: { params: idParams, body: setOperatorPasswordRequest, ...replies(consoleReply(operatorAccountSchema)) } }, async (request) => {
    const { id } = request.params;
    await setOperatorPassword(ctx, actorOf(request), id, request.body.password);
    const data = await operatorAccount(ctx.db.pool, id);
    return { success: '1', msg: `Password of ${data.name} changed. Their open sessions have ended.`, data } satisfies ConsoleResponse<OperatorAccount>;
  });
}
