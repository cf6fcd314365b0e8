/** Operator login, logout and "who am I" (docs/API.md "Operator API" → session). */
import { z } from 'zod';
import { operatorLoginRequest, type ConsoleResponse, type OperatorMe, type OperatorSummary, type SignInFailure, apiEnvelope, consoleReply, operatorMe as operatorMeSchema, operatorSummary, signInFailure } from '@matka/shared';
import type { AppContext } from '../../../context.js';
import { operatorLogIn, operatorLogOut, operatorMe } from '../../../features/operators/signIn.js';
import { ownSignInFailures } from '../../../features/operators/signInFailures.js';
import { operatorSummaries } from '../../../features/operators/manage.js';
import { OPERATOR_COOKIE, operatorOf, setSessionCookie, tokenOf } from '../../auth.js';
import { callerOf, setDeviceCookie } from '../../deviceCookie.js';
import { replies } from '../../responses.js';
import type { Routes } from '../../validate.js';

export function sessionRoutes(app: Routes, ctx: AppContext): void {
  const loginLimit = { rateLimit: { max: ctx.config.LOGIN_RATE_PER_MINUTE, timeWindow: '1 minute' } };

  app.post('/api/admin/login', { config: { public: true, ...loginLimit }, schema: { body: operatorLoginRequest, ...replies(consoleReply(operatorMeSchema).extend({ token: z.string() })) } }, async (request, reply) => {
    const session = await operatorLogIn(ctx, request.id, request.body, callerOf(request));
    setSessionCookie(ctx, reply, OPERATOR_COOKIE, session.token, session.expiresAt);
    setDeviceCookie(ctx, reply, session.deviceToken);
    const me = await operatorMe(ctx, session.operatorId);
    return { success: '1', msg: `Welcome, ${session.name}.`, token: session.token, data: me } satisfies ConsoleResponse<OperatorMe> & { token: string };
  });

  app.post('/api/admin/logout', { config: { public: true }, schema: replies(apiEnvelope) }, async (request, reply) => {
    const token = tokenOf(request, OPERATOR_COOKIE);
    if (token) await operatorLogOut(ctx, token);
    reply.clearCookie(OPERATOR_COOKIE, { path: '/' });
    return { success: '1', msg: 'Logged out.' };
  });

  // Every role may ask who it is: the console builds its menu from `grants`.
  app.get('/api/admin/me', { config: { grant: 'dashboard' }, schema: replies(consoleReply(operatorMeSchema)) }, async (request) => {
    return { success: '1', msg: 'Operator.', data: await operatorMe(ctx, operatorOf(request).id) } satisfies ConsoleResponse<OperatorMe>;
  });

  // Every operator may see the wrong passwords typed on their own account (docs/SECURITY.md "Guessing").
  app.get('/api/admin/me/sign-in-failures', { config: { grant: 'dashboard' }, schema: replies(consoleReply(z.array(signInFailure))) }, async (request) => {
    const data = await ownSignInFailures(ctx, operatorOf(request).id);
    return { success: '1', msg: 'Failed sign-ins.', data } satisfies ConsoleResponse<SignInFailure[]>;
  });

  // The audit screen's operator filter.
  app.get('/api/admin/operators', { config: { grant: 'audit' }, schema: replies(consoleReply(z.array(operatorSummary))) }, async () => {
    const data = await operatorSummaries(ctx);
    return { success: '1', msg: 'Operators.', data } satisfies ConsoleResponse<OperatorSummary[]>;
  });
}
