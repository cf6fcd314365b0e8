import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUESS_MSG, MSG } from '@matka/shared';
import { ADULT, DEMO_PLAYER, availableBackends, call, newPhone, newPlayer, startApi, type TestApi } from '../../test/harness.js';

const backends = await availableBackends();

describe.each(backends)('identity and sessions (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend, { MPIN_MAX_FAILURES: 5, MPIN_LOCK_MINUTES: 15 });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('tells whether a number is signed up', async () => {
    expect((await call(api, 'IsUserExists.php', { phone_number: DEMO_PLAYER.phone })).body).toMatchObject({
      success: '1', data: { exists: true }, msg: MSG.alreadySignedUp,
    });
    expect((await call(api, 'IsUserExists.php', { phone_number: newPhone() })).body.data).toEqual({ exists: false, otp_required: false });
    expect((await call(api, 'IsUserExists.php', { phone_number: '12345' })).body).toMatchObject({ success: '0', msg: MSG.mobileInvalid });
  });

  it('signs up with the spec messages and stores only a hash of the MPIN', async () => {
    const phone = newPhone();
    expect((await call(api, 'signup.php', { phoneNumber: phone, username: ' ', user_mpin: '1234', ...ADULT })).body.msg).toBe(MSG.usernameRequired);
    expect((await call(api, 'signup.php', { phoneNumber: phone, username: 'Ravi', user_mpin: '12a4', ...ADULT })).body.msg).toBe(MSG.pinFourDigits);
    // Optional, but an address given must be one the profile page will accept later.
    expect((await call(api, 'signup.php', { phoneNumber: phone, username: 'Ravi', user_mpin: '1234', email: 'not an address', ...ADULT })).body.msg).toBe(MSG.emailInvalid);
    const ok = await call(api, 'signup.php', { phoneNumber: phone, username: 'Ravi', user_mpin: '1234', email: '', ...ADULT }, { encoding: 'form' });
    expect(ok).toMatchObject({ status: 200, body: { success: '1' } });
    const again = await call(api, 'signup.php', { phoneNumber: phone, username: 'Ravi', user_mpin: '1234', ...ADULT });
    expect(again).toMatchObject({ status: 409, body: { success: '0', msg: MSG.alreadySignedUp } });
    const { rows } = await api.db.pool.query('SELECT mpin_hash FROM users WHERE phone_number = $1', [phone]);
    expect(rows[0].mpin_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0].mpin_hash).not.toContain('1234');
  });

  it('logs in with an HttpOnly SameSite=Lax cookie and the user info, and logout revokes the session', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/login.php', payload: { phone_number: DEMO_PLAYER.phone, password: DEMO_PLAYER.mpin } });
    const body = response.json();
    expect(body).toMatchObject({ success: '1', data: { phone_number: DEMO_PLAYER.phone, status: '1', MIN_DEPOSIT: 100, money_mode: 'play' } });
    expect(body.data.wallet).toBeTypeOf('number');
    const cookie = response.cookies.find((c) => c.name === 'matka_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // A cookie call is a browser's: it carries our client's header (security/csrf.ts).
    const headers = { 'x-matka-client': '1' };
    const withCookie = await api.app.inject({ method: 'POST', url: '/api/get_profile.php', headers, cookies: { matka_session: cookie.value }, payload: {} });
    expect(withCookie.json()).toMatchObject({ success: '1', data: { phone_number: DEMO_PLAYER.phone } });
    await api.app.inject({ method: 'POST', url: '/api/logout.php', headers, cookies: { matka_session: cookie.value }, payload: {} });
    const after = await api.app.inject({ method: 'POST', url: '/api/get_profile.php', headers, cookies: { matka_session: cookie.value }, payload: {} });
    expect(after.statusCode).toBe(401);
  });

  it('expires sessions after SESSION_TTL_HOURS', async () => {
    const { token } = await newPlayer(api);
    api.clock.advance(api.config.SESSION_TTL_HOURS * 3_600_000 + 1000);
    try {
      expect((await call(api, 'get_profile.php', {}, { token })).status).toBe(401);
    } finally {
      api.clock.set(new Date('2026-11-23T10:00:00+05:30'));
    }
  });

  it('refuses new devices after 5 wrong MPINs, even with the right one (features/guessing/guessing.test.ts has the rest)', async () => {
    const phone = newPhone();
    await call(api, 'signup.php', { phoneNumber: phone, username: 'Lock', user_mpin: '1111', ...ADULT });
    const wrong = [];
    for (let i = 0; i < 5; i++) wrong.push(await call(api, 'login.php', { phone_number: phone, password: '2222' }));
    expect(wrong.slice(0, 4).map((reply) => reply.body.msg)).toEqual([
      'Wrong MPIN. 4 attempts left.', 'Wrong MPIN. 3 attempts left.', 'Wrong MPIN. 2 attempts left.', 'Wrong MPIN. 1 attempt left.',
    ]);
    expect(wrong[4]).toMatchObject({ status: 429, body: { success: '0', msg: GUESS_MSG.mpinNewDevices } });
    expect((await call(api, 'login.php', { phone_number: phone, password: '1111' })).status).toBe(429);
  });

  it('says when a number is not registered', async () => {
    expect(await call(api, 'login.php', { phone_number: newPhone(), password: '1234' })).toMatchObject({ status: 404, body: { success: '0' } });
  });

  it('edits the profile with the spec rules; the phone number cannot change', async () => {
    const { phone, token } = await newPlayer(api);
    const missing = await call(api, 'edit_profile.php', { phone_number: phone, name: '', email: 'a@b.co' }, { token, encoding: 'multipart' });
    expect(missing.body.msg).toBe(MSG.nameRequired);
    expect((await call(api, 'edit_profile.php', { phone_number: phone, name: 'A', email: 'nope' }, { token, encoding: 'multipart' })).body.msg).toBe(MSG.emailInvalid);
    expect((await call(api, 'edit_profile.php', { phone_number: phone, name: 'A', email: 'a@b.co', phonpe: '123' }, { token, encoding: 'multipart' })).body.msg).toBe(MSG.phonepeTenDigits);
    const ok = await call(api, 'edit_profile.php', { phone_number: phone, name: 'Meera', email: 'meera@example.com', gpay: '9123456780' }, { token, encoding: 'multipart' });
    expect(ok.body).toMatchObject({ success: '1', data: { msg: MSG.profileUpdated, user: { name: 'Meera', googlepay: '9123456780', phone_number: phone } } });
    const other = await call(api, 'edit_profile.php', { phone_number: '9999999999', name: 'X', email: 'x@y.co' }, { token, encoding: 'multipart' });
    expect(other.status).toBe(403);
  });
});

describe.each(backends)('OTP (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    // A budget of 10 wrong codes, so a sixth try at one code meets the per-code limit first (otp/otpBudget.test.ts tests the budget).
    api = await startApi(backend, { REQUIRE_OTP_FOR_SIGNUP: true, requireOtpForSignup: true, OTP_FAILURES: 10 });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('requires a verified OTP before sign-up when configured, and verifies the code sent', async () => {
    const phone = newPhone();
    expect((await call(api, 'IsUserExists.php', { phone_number: phone })).body.data).toEqual({ exists: false, otp_required: true });
    expect((await call(api, 'signup.php', { phoneNumber: phone, username: 'O', user_mpin: '1234', ...ADULT })).status).toBe(400);
    expect((await call(api, 'send_otp.php', { phone_number: phone })).body.success).toBe('1');
    const code = api.sms.last(phone)!;
    expect(code).toMatch(/^\d{4}$/);
    const wrongCode = code === '0000' ? '1111' : '0000';
    expect((await call(api, 'otp.php', { phone_number: phone, otp: wrongCode })).body).toMatchObject({ status: 'failure', message: GUESS_MSG.wrongOtp(4) });
    expect((await call(api, 'otp.php', { phone_number: phone, otp: code })).body).toMatchObject({ status: 'success', data: { verified: true } });
    expect((await call(api, 'signup.php', { phoneNumber: phone, username: 'O', user_mpin: '1234', ...ADULT })).body.success).toBe('1');
  });

  it('refuses a re-send within a minute, an expired code and a sixth try', async () => {
    const phone = newPhone();
    await call(api, 'send_otp.php', { phone_number: phone });
    expect((await call(api, 'send_otp.php', { phone_number: phone })).status).toBe(429);
    api.clock.advance(61_000);
    await call(api, 'send_otp.php', { phone_number: phone });
    const code = api.sms.last(phone)!;
    const wrongCode = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) await call(api, 'otp.php', { phone_number: phone, otp: wrongCode });
    expect((await call(api, 'otp.php', { phone_number: phone, otp: code })).body.message).toBe('Too many wrong OTPs. Please ask for a new one.');

    api.clock.advance(61_000);
    await call(api, 'send_otp.php', { phone_number: phone });
    const fresh = api.sms.last(phone)!;
    api.clock.advance(5 * 60_000 + 1000);
    expect((await call(api, 'otp.php', { phone_number: phone, otp: fresh })).body.message).toBe('This OTP has expired. Please ask for a new one.');
    api.clock.set(new Date('2026-11-23T10:00:00+05:30'));
  });
});
