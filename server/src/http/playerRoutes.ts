/**
 * SPEC §7: every call is POST /api/<script>. Handlers stay thin: read who is
 * calling, hand the body to a service, shape the reply the client reads.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENDPOINTS, MSG } from '@matka/shared';
import type { AppContext } from '../context.js';
import { chart } from '../features/charts/charts.js';
import { placeBid } from '../features/bids/placeBid.js';
import { manualDeposit, paymentInfo, paymentStatus, startGatewayDeposit, withdraw } from '../features/funds/funds.js';
import { bidHistory, requestHistory, walletHistory } from '../features/history/history.js';
import { listGames, rates } from '../features/markets/games.js';
import { sendOtp, verifyOtp } from '../features/otp/otp.js';
import { logIn, logOut, signUp, userExists } from '../features/users/accounts.js';
import { editProfile, profile, saveBankDetails, savePaymentApps } from '../features/users/profile.js';
import { PLAYER_COOKIE, requirePlayer, setSessionCookie, tokenOf } from './auth.js';
import { ApiFailure } from './errors.js';
import { bodyOf } from './fields.js';

/** Failures of the payment calls also carry the `status` those screens read. */
async function withStatus<T>(status: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiFailure) throw new ApiFailure(error.statusCode, error.msg, { ...error.extra, status });
    throw error;
  }
}

const path = (script: string) => `/api/${script}`;

function dedupeBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && Boolean(seen.add(key(item))));
}

export function playerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const body = (request: FastifyRequest) => bodyOf(request.body);
  const player = (request: FastifyRequest) => requirePlayer(ctx, request);
  const loginLimit = { rateLimit: { max: ctx.config.LOGIN_RATE_PER_MINUTE, timeWindow: '1 minute' } };

  // Public calls.
  app.post(path(ENDPOINTS.userExists), { config: loginLimit }, async (request) => {
    const data = await userExists(ctx, body(request));
    return { success: '1', msg: data.exists ? MSG.alreadySignedUp : 'New user', data };
  });
  app.post(path(ENDPOINTS.signup), { config: loginLimit }, async (request) => {
    await signUp(ctx, body(request));
    return { success: '1', msg: 'Registered Successfully.' };
  });
  app.post(path(ENDPOINTS.login), { config: loginLimit }, async (request, reply) => {
    const outcome = await logIn(ctx, body(request));
    setSessionCookie(ctx, reply, PLAYER_COOKIE, outcome.token, outcome.expiresAt);
    return { success: '1', msg: 'Login Successfully', data: outcome.user, token: outcome.token };
  });
  app.post(path(ENDPOINTS.sendOtp), { config: loginLimit }, async (request) => {
    await sendOtp(ctx, body(request));
    return { success: '1', msg: 'OTP sent.' };
  });
  app.post(path(ENDPOINTS.verifyOtp), { config: loginLimit }, async (request, reply) => {
    const verdict = await verifyOtp(ctx, body(request));
    if (verdict.verified) return { status: 'success', message: 'OTP verified.', data: { verified: true } };
    return reply.status(400).send({ status: 'failure', message: verdict.message, success: '0', msg: verdict.message, data: { verified: false } });
  });
  app.post(path(ENDPOINTS.rates), async () => {
    return { success: '1', msg: 'Rates', result: dedupeBy(await rates(ctx), (rate) => rate.type) };
  });
  app.post(path(ENDPOINTS.charts), async (request) => ({ success: '1', msg: 'Chart', data: await chart(ctx, body(request)) }));

  // Player session required.
  app.post(path(ENDPOINTS.logout), async (request, reply) => {
    await logOut(ctx, tokenOf(request, PLAYER_COOKIE));
    reply.clearCookie(PLAYER_COOKIE, { path: '/' });
    return { success: '1', msg: 'Logged out.' };
  });
  app.post(path(ENDPOINTS.profile), async (request) => {
    const user = await player(request);
    return { success: '1', msg: 'Profile', data: await profile(ctx, user) };
  });
  app.post(path(ENDPOINTS.editProfile), async (request) => {
    const user = await player(request);
    const updated = await editProfile(ctx, user, body(request));
    return { success: '1', msg: MSG.profileUpdated, data: { msg: MSG.profileUpdated, user: updated } };
  });
  app.post(path(ENDPOINTS.games), async (request) => {
    await player(request);
    return { success: '1', msg: 'Games', result: dedupeBy(await listGames(ctx), (game) => game.games_name) };
  });
  app.post(path(ENDPOINTS.placeBid), async (request) => {
    const user = await player(request);
    const placed = await placeBid(ctx, user, body(request));
    return { success: '1', msg: placed.msg, Remaining_user_balance: placed.balance };
  });
  app.post(path(ENDPOINTS.bidHistory), async (request) => {
    const user = await player(request);
    return { success: '1', msg: 'Bid history', result: await bidHistory(ctx, user) };
  });
  app.post(path(ENDPOINTS.walletHistory), async (request) => {
    const user = await player(request);
    return { success: '1', msg: 'Wallet history', result: await walletHistory(ctx, user) };
  });
  app.post(path(ENDPOINTS.requestHistory), async (request) => {
    const user = await player(request);
    return { success: '1', msg: 'Request history', result: await requestHistory(ctx, user) };
  });
  app.post(path(ENDPOINTS.manualDeposit), async (request) => {
    const user = await player(request);
    await manualDeposit(ctx, user, body(request));
    return { success: '1', msg: 'Deposit request submitted. It will be credited after verification.' };
  });
  app.post(path(ENDPOINTS.withdraw), async (request) => {
    const user = await player(request);
    const balance = await withdraw(ctx, user, body(request));
    return { success: '1', msg: 'Withdrawal request submitted.', Remaining_user_balance: balance };
  });
  app.post(path(ENDPOINTS.saveBankDetails), async (request) => {
    const user = await player(request);
    await saveBankDetails(ctx, user, body(request));
    return { success: '1', msg: 'Bank details saved.' };
  });
  app.post(path(ENDPOINTS.paymentInfo), async (request) => {
    await player(request);
    return { success: '1', msg: 'Payment info', data: await paymentInfo(ctx) };
  });
  app.post(path(ENDPOINTS.updatePaymentApps), async (request) => {
    const user = await player(request);
    return { success: '1', msg: 'Payment numbers saved.', data: await savePaymentApps(ctx, user, body(request)) };
  });
  app.post(path(ENDPOINTS.autoAddFund), async (request) => {
    const user = await player(request);
    // The add-fund screen reads status 'FAILURE' and msg (SPEC §8).
    const paymentUrl = await withStatus('FAILURE', () => startGatewayDeposit(ctx, user, body(request)));
    return { success: '1', status: 'SUCCESS', msg: 'Payment started.', result: { payment_url: paymentUrl } };
  });
  app.post(path(ENDPOINTS.paymentStatus), async (request) => {
    const user = await player(request);
    return { success: '1', ...(await withStatus('FAILED', () => paymentStatus(ctx, user, body(request)))) };
  });
}
