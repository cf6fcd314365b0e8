import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUESS_MSG, MSG } from '@matka/shared';
import { DEVICE_COOKIE } from '../../http/deviceCookie.js';
import { availableBackends, call, logIn, newPhone, newPlayer, startApi, type TestApi } from '../../test/harness.js';

const backends = await availableBackends();

describe.each(backends)('forgot MPIN (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    // A budget of 10 wrong codes, so the per-code limit of 5 tries is met first (otp/otpBudget.test.ts tests the budget).
    api = await startApi(backend, { MPIN_NEW_DEVICE_FAILURES: 5, OTP_FAILURES: 10 });
  });
  afterAll(async () => {
    await api?.close();
  });

  const reset = (body: Record<string, unknown>) => call(api, 'reset_mpin.php', body);

  it('sets a new MPIN after the OTP, recognises the device it came from and ends every other session', async () => {
    const { phone, token } = await newPlayer(api, { mpin: '1111' });
    const otherDevice = await logIn(api, phone, '1111');
    for (let i = 0; i < 5; i++) await call(api, 'login.php', { phone_number: phone, password: '9999' });
    expect((await call(api, 'login.php', { phone_number: phone, password: '1111' })).body.msg).toBe(GUESS_MSG.mpinNewDevices);

    expect((await call(api, 'send_otp.php', { phone_number: phone })).body.success).toBe('1');
    const code = api.sms.last(phone)!;
    const done = await reset({ phone_number: phone, otp: code, user_mpin: '2468' });
    expect(done).toMatchObject({ status: 200, body: { success: '1', msg: 'MPIN changed. Log in with your new MPIN.' } });
    const device = done.cookies[DEVICE_COOKIE]!;

    for (const session of [token, otherDevice]) expect((await call(api, 'get_profile.php', {}, { token: session })).status).toBe(401);
    const loginFrom = (mpin: string, cookies: Record<string, string> = {}) =>
      api.app.inject({ method: 'POST', url: '/api/login.php', headers: { 'x-matka-client': '1' }, cookies, payload: { phone_number: phone, password: mpin } });
    // The phone that proved the number gets in; the strangers' wrong guesses still count against every other device.
    expect((await loginFrom('2468', { [DEVICE_COOKIE]: device })).json()).toMatchObject({ success: '1' });
    expect((await loginFrom('2468')).json().msg).toBe(GUESS_MSG.mpinNewDevices);
    // One code, one reset.
    expect((await reset({ phone_number: phone, otp: code, user_mpin: '1357' })).body.msg).toBe('Please ask for an OTP first.');
  });

  it('refuses a wrong OTP (counted like any OTP try), a bad new MPIN and an unknown number, changing nothing', async () => {
    const { phone } = await newPlayer(api, { mpin: '1111' });
    await call(api, 'send_otp.php', { phone_number: phone });
    const code = api.sms.last(phone)!;
    const wrong = code === '0000' ? '0001' : '0000';
    expect(await reset({ phone_number: phone, otp: wrong, user_mpin: '2468' })).toMatchObject({ status: 400, body: { msg: GUESS_MSG.wrongOtp(4) } });
    expect((await reset({ phone_number: phone, otp: code, user_mpin: '24' })).body.msg).toBe(MSG.pinFourDigits);
    expect((await call(api, 'login.php', { phone_number: phone, password: '1111' })).body.success).toBe('1');
    expect((await reset({ phone_number: newPhone(), otp: '1234', user_mpin: '2468' })).status).toBe(404);
    for (let i = 0; i < 4; i++) await reset({ phone_number: phone, otp: wrong, user_mpin: '2468' });
    expect((await reset({ phone_number: phone, otp: code, user_mpin: '2468' })).body.msg).toBe('Too many wrong OTPs. Please ask for a new one.');
  });
});
