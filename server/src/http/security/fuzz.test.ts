/**
 * Generated hostile input on every route (docs/SECURITY.md "Malformed input"):
 * fast-check picks a route (read from the running app, so new routes are
 * fuzzed without editing this file), a session (none, the player's, an
 * operator's), an encoding (JSON, form, multipart, raw bytes under any
 * content type) and values for the fields every request schema knows —
 * NUL bytes, objects with their own toString, impossible dates, huge numbers,
 * broken multipart. Not one answer may be a 5xx, and no point may move.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shared from '@matka/shared';
import { availableBackends, balanceOf, expectLedgerBalanced, newPlayer, operator, startApi, type TestApi } from '../../test/harness.js';

const backends = await availableBackends();
const RUNS = Number(process.env.FUZZ_RUNS ?? 250);

/** Every field name a request schema in shared/ declares, plus the spec's fields parsed by schema factories. */
function knownFields(): string[] {
  const names = new Set(['bids', 'UTR_NUM', 'AMOUNT', 'USER_ID', 'request_number', 'image', 'token_id', 'password', 'phone_number']);
  for (const value of Object.values(shared)) {
    const shape = (value as { shape?: Record<string, unknown> } | null)?.shape;
    if (value && typeof value === 'object' && shape && typeof shape === 'object') for (const key of Object.keys(shape)) names.add(key);
  }
  return [...names];
}

/** `METHOD path` of every route, from Fastify's own route tree. */
/**
 * The live streams never end while their session lasts, so inject() would wait for ever: their refusals and
 * their one input (Last-Event-ID) have tests of their own (features/live/live.test.ts, walletEvents.test.ts).
 */
const STREAMS: readonly string[] = Object.values(shared.LIVE_PATHS);

function routesOf(tree: string): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack.at(-1) ?? '') + match[2]!;
    stack.push(path);
    for (const method of (match[3] ?? '').split(',').map((name) => name.trim())) {
      if (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method) && path.startsWith('/api/') && !STREAMS.includes(path)) routes.push({ method, path });
    }
  }
  return routes;
}

const nasty = fc.constantFrom(
  '\u0000', 'a\u0000b', '2026-02-30', '2026-13-01', '0000-00-00', '9999-99-99T99:99', '-1', '1e309', 'NaN', 'Infinity', '0x10',
  '99999999999999999999999', ' ', '[]', '{}', '[{}]', 'null', 'true', "' OR 1=1 --", '../../etc/passwd', '%00', '\uffff', '\ud800',
  '[{"game_type":"single_digit","points_action":1e21}]', '{"toString":"x"}',
);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  leaf: fc.oneof(
    nasty, fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }), fc.integer(), fc.double(), fc.bigInt().map(String),
    fc.boolean(), fc.constant(null), fc.constant({ toString: 'x' }), fc.constant({ valueOf: 'x', toString: 'y' }), fc.date({ noInvalidDate: false }).map(String),
  ),
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, tie('leaf'), fc.array(tie('node'), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 8 }), tie('node'), { maxKeys: 3 })),
})).node;

const multipartGarbage = fc.constantFrom(
  ['multipart/form-data', 'garbage'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb'],
  ['multipart/form-data; boundary=x', '--x\r\nbad header\r\n\r\n--x--'],
  ['multipart/form-data; boundary=', '--\r\n'],
  [`multipart/form-data; boundary=${'b'.repeat(300)}`, 'x'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG'],
  ['application/json', '{"phone_number":'],
  ['application/json', '{"phone_number":{"toString":"x"}}'],
  ['application/x-www-form-urlencoded', 'a=%ZZ&b=%00&phone_number[toString]=x'],
  ['text/plain', 'hello'],
  ['application/xml', '<a/>'],
);

describe.each(backends)('fuzzing every route (%s)', (backend) => {
  let api: TestApi;
  let player: { phone: string; token: string };
  let operatorToken: string;
  beforeAll(async () => {
    api = await startApi(backend);
    player = await newPlayer(api, { points: 1000 });
    operatorToken = await operator(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers every generated request with less than 500 and moves no point', { timeout: 60_000 }, async () => {
    // Logging out takes no input and would end the sessions the other requests need.
    const routes = routesOf(api.app.printRoutes({ commonPrefix: false })).filter((route) => !route.path.endsWith('logout') && !route.path.endsWith('logout.php'));
    expect(routes.length).toBeGreaterThan(30);
    const fields = knownFields();
    const body = fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: 6 });
    const request = fc.record({
      route: fc.constantFrom(...routes),
      id: fc.constantFrom('1', '0', '-1', 'abc', '99999999999999999999', '1.5', '%00'),
      session: fc.constantFrom('none', 'player', 'operator'),
      samePhone: fc.boolean(),
      encoding: fc.constantFrom('json', 'form', 'multipart', 'raw'),
      body,
      raw: multipartGarbage,
    });
    const statuses = new Map<number, number>();
    await fc.assert(fc.asyncProperty(request, async (input) => {
      const url = input.route.path.replace(/:[A-Za-z]+/g, input.id);
      const fieldsSent: Record<string, unknown> = { ...input.body };
      // Often name the caller's own number, so the request reaches the handler instead of the 403 for a foreign one.
      if (input.samePhone && input.session === 'player') fieldsSent.phone_number = player.phone;
      const headers: Record<string, string> = {};
      if (input.session !== 'none') headers.authorization = `Bearer ${input.session === 'player' ? player.token : operatorToken}`;
      let payload: string | Buffer | undefined;
      if (input.route.method === 'GET') {
        const query = new URLSearchParams(Object.entries(fieldsSent).map(([key, item]): [string, string] => [key, typeof item === 'string' ? item : JSON.stringify(item) ?? '']));
        const reply = await api.app.inject({ method: 'GET', url: `${url}?${query}`, headers });
        statuses.set(reply.statusCode, (statuses.get(reply.statusCode) ?? 0) + 1);
        return reply.statusCode < 500;
      }
      if (input.encoding === 'json') {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(fieldsSent);
      } else if (input.encoding === 'raw') {
        headers['content-type'] = input.raw[0];
        payload = input.raw[1];
      } else {
        const text = Object.entries(fieldsSent).map(([key, item]): [string, string] => [key, typeof item === 'string' ? item : JSON.stringify(item) ?? '']);
        if (input.encoding === 'form') {
          headers['content-type'] = 'application/x-www-form-urlencoded';
          payload = new URLSearchParams(text).toString();
        } else {
          const form = new FormData();
          for (const [key, item] of text) form.append(key, item);
          form.append('image', new Blob([Buffer.from('\u0089PNG\r\n\u001a\n garbage')], { type: 'image/png' }), 'x.png');
          const encoded = new Request('http://localhost/', { method: 'POST', body: form });
          headers['content-type'] = encoded.headers.get('content-type')!;
          payload = Buffer.from(await encoded.arrayBuffer());
        }
      }
      const reply = await api.app.inject({ method: input.route.method as 'POST', url, headers, payload });
      statuses.set(reply.statusCode, (statuses.get(reply.statusCode) ?? 0) + 1);
      if (reply.statusCode >= 500) throw new Error(`${input.route.method} ${url} ${headers['content-type']} ${String(payload).slice(0, 200)} → ${reply.statusCode} ${reply.body}`);
      return true;
    }), { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined });

    expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
    expect(await balanceOf(api, player.phone)).toBe(1000);
    const { rows } = await api.db.pool.query('SELECT count(*)::int AS n FROM bids');
    expect(rows[0].n).toBe(0);
    await expectLedgerBalanced(api);
  });

  it('answers a plausible request with one field made hostile, on every route, with less than 500 and moves no point', { timeout: 60_000 }, async () => {
    // Operator calls that credit a wallet are left to their own tests: a lucky draw could approve a fuzzed deposit.
    const routes = routesOf(api.app.printRoutes({ commonPrefix: false }))
      .filter((route) => !/logout|decision|adjustments/.test(route.path));
    const plausible = (phone: string): Record<string, string> => ({
      phone_number: phone, phoneNumber: phone, USER_ID: phone, name: 'Asha Rao', username: 'Asha', email: 'asha@example.com',
      // Below every minimum, so no plausible request moves points.
      amount: '50', AMOUNT: '50', UTR_NUM: 'UTR12345678', remark: 'fuzz', request_number: '', ifsc_code: 'SBIN0001234', account_number: '123456789012',
      bank_name: 'SBI', account_holder_name: 'Asha', TRANS_ID: 'T12345678', trans_id: 'T12345678', game_name: 'KALYAN', type: 'pana',
      market_id: '1', business_date: '2026-11-23', session: 'Open', pana: '128', otp: '1234', user_mpin: '1234', password: '1234',
      page: '1', page_size: '10', reason: 'fuzz reason', q: 'a', from: '2026-11-01', to: '2026-11-23', date: '2026-11-23', before: '1',
    });
    const fields = knownFields();
    await fc.assert(fc.asyncProperty(
      fc.constantFrom(...routes), fc.constantFrom(...fields), value, fc.constantFrom('player', 'operator'), fc.constantFrom('json', 'form'),
      async (route, field, hostile, session, encoding) => {
        const body: Record<string, unknown> = { ...plausible(session === 'player' ? player.phone : '9999999999'), [field]: hostile };
        const token = session === 'player' ? player.token : operatorToken;
        const text = (item: unknown) => (typeof item === 'string' ? item : JSON.stringify(item) ?? '');
        const reply = route.method === 'GET'
          ? await api.app.inject({ method: 'GET', url: `${route.path.replace(/:[A-Za-z]+/g, '1')}?${new URLSearchParams(Object.entries(body).map(([key, item]): [string, string] => [key, text(item)]))}`, headers: { authorization: `Bearer ${token}` } })
          : await api.app.inject({
            method: route.method as 'POST', url: route.path.replace(/:[A-Za-z]+/g, '1'),
            headers: { authorization: `Bearer ${token}`, 'content-type': encoding === 'json' ? 'application/json' : 'application/x-www-form-urlencoded' },
            payload: encoding === 'json' ? JSON.stringify(body) : new URLSearchParams(Object.entries(body).map(([key, item]): [string, string] => [key, text(item)])).toString(),
          });
        if (reply.statusCode >= 500) throw new Error(`${route.method} ${route.path} ${field}=${JSON.stringify(hostile)} (${encoding}, ${session}) → ${reply.statusCode} ${reply.body}`);
      },
    ), { numRuns: RUNS * 2 });
    expect(await balanceOf(api, player.phone)).toBe(1000);
    await expectLedgerBalanced(api);
  });

  it('answers the inputs that once gave a 500 with a 4xx and a clear message', async () => {
    const player = await newPlayer(api);
    const send = (url: string, contentType: string, payload: string, token?: string) => api.app.inject({
      method: 'POST', url, payload, headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    for (const url of ['/api/login.php', '/api/get_profile.php', '/api/admin/login', '/api/nothing.php']) {
      const broken = await send(url, 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb');
      expect(broken.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(broken.statusCode, url).toBeLessThan(500);
    }
    const noBoundary = await send('/api/login.php', 'multipart/form-data', 'garbage');
    expect(noBoundary.json()).toMatchObject({ success: '0', msg: 'The form data is not valid. Please try again.' });
    const nul = await send('/api/edit_profile.php', 'application/json', JSON.stringify({ phone_number: player.phone, name: 'A\u0000B', email: 'a@b.co' }), player.token);
    expect(nul.statusCode, nul.body).toBe(400);
    expect(nul.json().msg).toBe('The text contains a character that is not allowed.');
    const object = await send('/api/get_profile.php', 'application/json', '{"phone_number":{"toString":"x"}}', player.token);
    expect(object.statusCode).toBe(400);
    expect(object.json().msg).toBe('phone_number is not valid.');
    const date = await api.app.inject({ method: 'GET', url: '/api/admin/results?market_id=1&business_date=2026-02-30', headers: { authorization: `Bearer ${operatorToken}` } });
    expect(date.statusCode).toBe(400);
  });
});
