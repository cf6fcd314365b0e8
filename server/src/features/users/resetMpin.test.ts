import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@matka/shared';
import { availableBackends, call, logIn, newPhone, newPlayer, startApi, type TestApi } from '../../test/harness.js';

const backends = await availableBackends();

describe.each(backends)('forgot MPIN (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend, { MPIN_MAX_FAILURES: 5, MPIN_LOCK_MINUTES: 15 });
  });
  afterAll(async () => {
    await api?.close();
  });

  const reset = (body: Record<string, unknown>) => call(api, 'reset_mpin.php', body);

  it('sets a new MPIN after the OTP, lifts the lockout and ends every other session', async () => {
    const { phone, token } = await newPlayer(api, { mpin: '1111' });
    const otherDevice = await logIn(api, phone, '1111');
    for (let i = 0; i < 5; i++) await call(api, 'login.php', { phone_number: phone, password: '9999' });
    expect((await call(api, 'login.php', { phone_number: phone, password: '1111' })).status).toBe(429);

    expect((await call(api, 'send_otp.php', { phone_number: phone })).body.success).toBe('1');
    const code = api.sms.last(phone)!;
    const done = await reset({ phone_number: phone, otp: code, user_mpin: '2468' });
    expect(done).toMatchObject({ status: 200, body: { success: '1', msg: 'MPIN changed. Log in with your new MPIN.' } });

    for (const session of [token, otherDevice]) expect((await call(api, 'get_profile.php', {}, { token: session })).status).toBe(401);
    expect((await call(api, 'login.php', { phone_number: phone, password: '1111' })).body.success).toBe('0');
    expect((await call(api, 'login.php', { phone_number: phone, password: '2468' })).body).toMatchObject({ success: '1' });
    // One code, one reset.
    expect((await reset({ phone_number: phone, otp: code, user_mpin: '1357' })).body.msg).toBe('Please ask for an OTP first.');
  });

  it('refuses a wrong OTP (counted like any OTP try), a bad new MPIN and an unknown number, changing nothing', async () => {
    const { phone } = await newPlayer(api, { mpin: '1111' });
    await call(api, 'send_otp.php', { phone_number: phone });
    const code = api.sms.last(phone)!;
    const wrong = code === '0000' ? '0001' : '0000';
    expect(await reset({ phone_number: phone, otp: wrong, user_mpin: '2468' })).toMatchObject({ status: 400, body: { msg: 'Wrong OTP.' } });
    expect((await reset({ phone_number: phone, otp: code, user_mpin: '24' })).body.msg).toBe(MSG.pinFourDigits);
    expect((await call(api, 'login.php', { phone_number: phone, password: '1111' })).body.success).toBe('1');
    expect((await reset({ phone_number: newPhone(), otp: '1234', user_mpin: '2468' })).status).toBe(404);
    for (let i = 0; i < 4; i++) await reset({ phone_number: phone, otp: wrong, user_mpin: '2468' });
    expect((await reset({ phone_number: phone, otp: code, user_mpin: '2468' })).body.msg).toBe('Too many wrong OTPs. Please ask for a new one.');
  });
});
