/**
 * CSRF (docs/SECURITY.md "CSRF"): a page on another origin — another site, or
 * another port of the same host — cannot make a state-changing call with the
 * player's cookie nor log the victim into another account, while our own
 * client (its header, form-encoded or JSON) and the sandbox's own form work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBackends, balanceOf, call, newPlayer, startApi, type TestApi } from '../../test/harness.js';
import { CSRF_REFUSED_MSG } from './csrf.js';

const backends = await availableBackends();
const SELF = 'http://localhost:8080';
const form = 'application/x-www-form-urlencoded';
type Headers = Record<string, string>;

describe.each(backends)('cross-site request forgery (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend, { ALLOWED_ORIGINS: ['https://console.example.com'] });
  });
  afterAll(async () => {
    await api?.close();
  });

  /** A player logged in through the browser: their session is a cookie. */
  async function browserPlayer(points = 0) {
    const player = await newPlayer(api, { points });
    await call(api, 'update_bank_details.php', {
      phone_number: player.phone, ifsc_code: 'SBIN0001234', account_number: '123456789012', bank_name: 'State Bank', account_holder_name: 'Asha',
    }, { token: player.token });
    return { ...player, cookies: { matka_session: player.token } };
  }

  const post = (url: string, headers: Headers, payload: string, cookies: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url, headers: { host: 'localhost:8080', 'content-type': form, ...headers }, cookies, payload });

  it('refuses a withdrawal and a profile change posted by a page on another site or another port of the same host', async () => {
    const victim = await browserPlayer(2000);
    const withdraw = `phone_number=${victim.phone}&amount=500&remark=BANK_TRANSFER&request_number=`;
    const profile = `phone_number=${victim.phone}&name=Hacked&email=h%40x.io`;
    const attacks: Headers[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:9999' },
      { origin: 'https://evil.example', 'x-matka-client': '1' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
      // A form on our own origin cannot add the client header either.
      { origin: SELF },
      {},
    ];
    for (const headers of attacks) {
      for (const [url, payload] of [['/api/withdraw_request.php', withdraw], ['/api/edit_profile.php', profile]] as const) {
        const reply = await post(url, headers, payload, victim.cookies);
        expect(reply.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(reply.json().msg).toBe(CSRF_REFUSED_MSG);
      }
    }
    expect(await balanceOf(api, victim.phone)).toBe(2000);
    const { rows } = await api.db.pool.query('SELECT u.name, (SELECT count(*)::int FROM fund_requests f WHERE f.user_id = u.id) AS requests FROM users u WHERE phone_number = $1', [victim.phone]);
    expect(rows[0]).toEqual({ name: 'Test Player', requests: 0 });
  });

  it("lets our own client's form-encoded and JSON calls through, from the shell's origin, a remote's, or a configured one", async () => {
    const player = await browserPlayer(2000);
    const client = { 'x-matka-client': '1' };
    const fromShell = await post('/api/withdraw_request.php', { ...client, origin: SELF, 'sec-fetch-site': 'same-origin' }, `phone_number=${player.phone}&amount=500&remark=BANK_TRANSFER&request_number=`, player.cookies);
    expect(fromShell.json()).toMatchObject({ success: '1' });
    const json = await api.app.inject({
      method: 'POST', url: '/api/edit_profile.php', cookies: player.cookies,
      headers: { host: 'localhost:8080', ...client, origin: SELF, 'content-type': 'application/json' },
      payload: { phone_number: player.phone, name: 'Asha Rao', email: 'asha@example.com' },
    });
    expect(json.json(), json.body).toMatchObject({ success: '1' });
    // A remote's origin (the manifest's, port 8082 here) and ALLOWED_ORIGINS are allowed; so is a call without fetch metadata.
    for (const headers of [{ origin: 'http://localhost:8082' }, { origin: 'https://console.example.com' }, {}] as Headers[]) {
      const reply = await post('/api/get_profile.php', { ...client, ...headers }, `phone_number=${player.phone}`, player.cookies);
      expect(reply.statusCode, JSON.stringify(headers)).toBe(200);
    }
    expect(await balanceOf(api, player.phone)).toBe(1500);
  });

  it('refuses a login posted from another site, so a victim is never logged into the attacker\'s account', async () => {
    const attacker = await newPlayer(api, { mpin: '4321' });
    const body = `phone_number=${attacker.phone}&password=4321`;
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }, { origin: SELF }] as Headers[]) {
      const reply = await post('/api/login.php', headers, body);
      expect(reply.statusCode, JSON.stringify(headers)).toBe(403);
      expect(reply.cookies.find((cookie) => cookie.name === 'matka_session')).toBeUndefined();
    }
    const ours = await post('/api/login.php', { origin: SELF, 'x-matka-client': '1' }, body);
    expect(ours.json()).toMatchObject({ success: '1' });
    expect(ours.cookies.find((cookie) => cookie.name === 'matka_session')).toBeDefined();
  });

  it("keeps the sandbox page's own form working, and only from this origin", async () => {
    const player = await browserPlayer();
    const pay = (transId: string, headers: Headers) => post('/api/sandbox/pay', headers, `trans_id=${transId}&outcome=paid`, player.cookies);
    for (const transId of ['TCSRF00001', 'TCSRF00002']) {
      await call(api, 'add_fund_auto.php', { USER_ID: player.phone, TRANS_ID: transId, AMOUNT: 300 }, { token: player.token });
    }
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'http://localhost:8082' }, {}, { 'sec-fetch-site': 'same-site' }] as Headers[]) {
      expect((await pay('TCSRF00001', headers)).statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect(await balanceOf(api, player.phone)).toBe(0);
    expect((await pay('TCSRF00001', { origin: SELF, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(303);
    expect((await pay('TCSRF00002', { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(303);
    expect(await balanceOf(api, player.phone)).toBe(600);
  });

  it('leaves reading calls alone and takes bearer-token clients without the header', async () => {
    const player = await browserPlayer();
    const health = await api.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(health.statusCode).toBe(200);
    const app = await call(api, 'get_profile.php', { phone_number: player.phone }, { token: player.token });
    expect(app.body.success).toBe('1');
  });
});
