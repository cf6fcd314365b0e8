/**
 * The role check on every operator route (ROLE_GRANTS, shared/src/api/operators.ts):
 * a role without the grant gets 403 before anything happens, a player's
 * session or none gets 401. The UI hides what a role cannot do, but this
 * is the check that counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API, OPERATOR_ROLES, ROLE_GRANTS, type OperatorGrant, type OperatorRole } from '@matka/shared';
import { availableBackends, newPlayer, startApi, type TestApi } from '../../../test/harness.js';
import { admin, newOperator } from '../../../test/console.js';

const backends = await availableBackends();

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const ROUTES: [Method, string, OperatorGrant, unknown?][] = [
  ['GET', ADMIN_API.me, 'dashboard'],
  ['GET', ADMIN_API.mySignInFailures, 'dashboard'],
  ['GET', ADMIN_API.operators, 'audit'],
  ['GET', ADMIN_API.dashboard, 'dashboard'],
  ['GET', ADMIN_API.board, 'results'],
  ['GET', ADMIN_API.markets, 'dashboard'],
  ['POST', ADMIN_API.markets, 'markets', { name: 'Role Test', open_time: '10:00', close_time: '11:00', days: ['mon'] }],
  ['PATCH', ADMIN_API.market(1), 'markets', { display_order: 0 }],
  ['GET', ADMIN_API.rates, 'dashboard'],
  ['PUT', ADMIN_API.rates, 'markets', { type: 'Single Digit', min_value: 10, max_value: 95 }],
  ['GET', ADMIN_API.settings, 'settings'],
  ['PATCH', ADMIN_API.settings, 'settings', { notification_head: 'Role test' }],
  ['GET', ADMIN_API.fundRequests, 'funds'],
  ['GET', ADMIN_API.fundRequestCounts, 'funds'],
  ['GET', ADMIN_API.fundRequest(1), 'funds'],
  ['POST', ADMIN_API.fundDecision(999_999), 'funds', { approve: true }],
  ['GET', ADMIN_API.fundRequestScreenshot(999_999), 'funds'],
  ['POST', ADMIN_API.adjustments, 'players', { phone_number: '9876543210', amount: 1, remark: 'role test' }],
  ['GET', ADMIN_API.players, 'players'],
  ['GET', ADMIN_API.player(1), 'players'],
  ['GET', ADMIN_API.playerLedger(1), 'players'],
  ['GET', ADMIN_API.playerBids(1), 'players'],
  ['GET', ADMIN_API.playerFundRequests(1), 'players'],
  ['POST', ADMIN_API.playerStatus(1), 'player_status', { status: '1', reason: 'role test' }],
  ['POST', ADMIN_API.playerGuessingLift(999_999), 'player_status', { reason: 'role test' }],
  ['GET', ADMIN_API.audit, 'audit'],
  ['GET', ADMIN_API.operatorAccounts, 'operators'],
  ['POST', ADMIN_API.operatorAccounts, 'operators', { phone_number: '6000000001', name: 'Role Test', role: 'cashier', password: 'role test passphrase' }],
  ['POST', ADMIN_API.operatorRole(999_999), 'operators', { role: 'results', reason: 'role test' }],
  ['POST', ADMIN_API.operatorStatus(999_999), 'operators', { disabled: true, reason: 'role test' }],
  ['POST', ADMIN_API.operatorPassword(999_999), 'operators', { password: 'role test passphrase' }],
  ['GET', `${ADMIN_API.results}?market_id=1`, 'results'],
  ['POST', ADMIN_API.resultPreview, 'results', { market_id: 1, session: 'open', pana: '128' }],
  ['POST', ADMIN_API.results, 'results', { market_id: 999_999, session: 'open', pana: '128' }],
  ['POST', ADMIN_API.resultRevert, 'results', { market_id: 999_999, session: 'open', business_date: '2026-11-23', reason: 'role test' }],
  ['GET', ADMIN_API.receivables, 'players'],
  ['GET', ADMIN_API.declarationWinners(999_999), 'results'],
  ['POST', ADMIN_API.receivableWriteOff(999_999), 'write_off', { reason: 'role test' }],
  ['GET', ADMIN_API.playerProtection(1), 'players'],
  ['GET', ADMIN_API.excludedPlayers, 'players'],
  ['GET', ADMIN_API.harmMarkers, 'players'],
  ['POST', ADMIN_API.liftExclusion(999_999), 'player_status', { reason: 'role test' }],
];

describe.each(backends)('console: role checks on every operator route (%s)', (backend) => {
  let api: TestApi;
  const tokens = {} as Record<OperatorRole, string>;
  let playerToken: string;
  beforeAll(async () => {
    api = await startApi(backend);
    for (const role of OPERATOR_ROLES) tokens[role] = (await newOperator(api, role)).token;
    playerToken = (await newPlayer(api)).token;
  });
  afterAll(async () => {
    await api?.close();
  });

  it('names real routes (a route without a grant cannot exist: the operator scope refuses to start)', () => {
    for (const [method, url] of ROUTES) {
      expect(api.app.hasRoute({ method, url: url.split('?')[0]!.replace(/\/\d+(\/|$)/, '/:id$1') }), `${method} ${url}`).toBe(true);
    }
  });

  it.each(ROUTES)('%s %s: only roles holding %s get past the check', async (method, url, grant, body) => {
    for (const role of OPERATOR_ROLES) {
      const reply = await admin(api, method, url, { token: tokens[role], body });
      const allowed = (ROLE_GRANTS[grant] as readonly OperatorRole[]).includes(role);
      if (allowed) expect([401, 403, 500], `${role} ${method} ${url}: ${JSON.stringify(reply.body)}`).not.toContain(reply.status);
      else expect(reply, `${role} ${method} ${url}`).toMatchObject({ status: 403, body: { success: '0', msg: 'Your operator role does not allow this.' } });
    }
    expect((await admin(api, method, url, { token: playerToken, body })).status).toBe(401);
    const anonymous = await api.app.inject({ method, url, ...(body === undefined ? {} : { payload: body as object }) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a cashier cannot declare or change markets; a results operator cannot adjust balances', async () => {
    expect((await admin(api, 'POST', ADMIN_API.results, { token: tokens.cashier, body: { market_id: 1, session: 'open', pana: '128' } })).status).toBe(403);
    expect((await admin(api, 'PATCH', ADMIN_API.market(1), { token: tokens.cashier, body: { status: '0', reason: 'no way' } })).status).toBe(403);
    const { phone } = await newPlayer(api);
    expect((await admin(api, 'POST', ADMIN_API.adjustments, { token: tokens.results, body: { phone_number: phone, amount: 500, remark: 'nope' } })).status).toBe(403);
    const { rows } = await api.db.pool.query('SELECT w.balance FROM wallets w JOIN users u ON u.id = w.user_id WHERE u.phone_number = $1', [phone]);
    expect(rows[0].balance).toBe(0);
  });
});
