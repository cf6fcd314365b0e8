/**
 * Taking an account by guessing its reset OTP (docs/SECURITY.md "Guessing"):
 * a new code used to bring 5 new tries, so 6 requests a minute gave about a
 * 51 % chance a day. Now a number has OTP_FAILURES wrong codes in any
 * GUESS_WINDOW_DAYS across all its codes, sends are limited per number and
 * per address per day, codes are argon2id hashes, and production never logs
 * one.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { GUESS_MSG } from '@matka/shared';
import { ADULT, availableBackends, call, MONDAY_MORNING, newPhone, startApi, type TestApi } from '../../test/harness.js';
import { admin } from '../../test/console.js';
import { logSmsProvider } from './sms.js';

const backends = await availableBackends();
const DAY_MS = 24 * 3600_000;

function otherCode(code: string, offset: number): string {
  return String((Number(code) + offset) % 10_000).padStart(4, '0');
}

describe.each(backends)('guessing a reset OTP (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend, { OTP_FAILURES: 4, GUESS_WINDOW_DAYS: 365, OTP_MAX_TRIES: 5, OTP_RESEND_SECONDS: 60 });
  });
  afterAll(async () => {
    await api?.close();
  });

  async function player(): Promise<string> {
    const phone = newPhone();
    expect((await call(api, 'signup.php', { phoneNumber: phone, username: 'Owner', user_mpin: '1357', ...ADULT })).body.success).toBe('1');
    return phone;
  }

  const sendOtp = (phone: string) => call(api, 'send_otp.php', { phone_number: phone });
  const reset = (phone: string, otp: string, mpin = '9999') => call(api, 'reset_mpin.php', { phone_number: phone, otp, user_mpin: mpin });

  it('gives a guesser 4 wrong codes across every code of the number, then pauses resets; the right code after them changes nothing', async () => {
    const phone = await player();
    const owner = (await call(api, 'login.php', { phone_number: phone, password: '1357' })).body.token as string;
    try {
      expect((await sendOtp(phone)).status).toBe(200);
      const first = api.sms.last(phone)!;
      expect((await reset(phone, otherCode(first, 1))).body.msg).toBe(GUESS_MSG.wrongOtp(3));
      expect((await reset(phone, otherCode(first, 2))).body.msg).toBe(GUESS_MSG.wrongOtp(2));
      expect((await reset(phone, otherCode(first, 3))).body.msg).toBe(GUESS_MSG.wrongOtp(1));
      // A new code used to bring 5 new tries.
      api.clock.advance(61_000);
      expect((await sendOtp(phone)).status).toBe(200);
      const second = api.sms.last(phone)!;
      const paused = GUESS_MSG.otpPaused('23/11/2027');
      expect(await reset(phone, otherCode(second, 1))).toMatchObject({ status: 429, body: { msg: paused } });
      expect(await reset(phone, second)).toMatchObject({ status: 429, body: { msg: paused } });
      expect((await call(api, 'otp.php', { phone_number: phone, otp: second })).body).toMatchObject({ message: paused });
      api.clock.advance(61_000);
      expect(await sendOtp(phone)).toMatchObject({ status: 429, body: { msg: paused } });

      // The MPIN did not change and the owner's session lives.
      expect((await call(api, 'login.php', { phone_number: phone, password: '1357' })).body.success).toBe('1');
      expect((await call(api, 'get_profile.php', {}, { token: owner })).status).toBe(200);
    } finally {
      api.clock.set(MONDAY_MORNING);
    }
  });

  it('lets resets start again when an admin lifts the pause, or a year after the first wrong code', async () => {
    const phone = await player();
    await sendOtp(phone);
    const code = api.sms.last(phone)!;
    for (let offset = 1; offset <= 4; offset++) await reset(phone, otherCode(code, offset));
    expect((await reset(phone, code)).status).toBe(429);

    const { rows } = await api.db.pool.query('SELECT id FROM users WHERE phone_number = $1', [phone]);
    const page = await admin(api, 'GET', `/api/admin/players/${rows[0].id}`);
    expect(page.body.data.guessing.otp).toEqual({ wrong: 4, max: 4, paused_until: '2027-11-23T04:30:00.000Z' });
    expect((await admin(api, 'POST', `/api/admin/players/${rows[0].id}/guessing/lift`, { body: { reason: 'Called from the registered number' } })).status).toBe(200);
    expect((await reset(phone, code)).body).toMatchObject({ success: '1' });
    expect((await call(api, 'login.php', { phone_number: phone, password: '9999' })).body.success).toBe('1');

    const later = await player();
    try {
      await sendOtp(later);
      const laterCode = api.sms.last(later)!;
      for (let offset = 1; offset <= 4; offset++) await reset(later, otherCode(laterCode, offset));
      api.clock.advance(365 * DAY_MS + 1000);
      expect((await sendOtp(later)).status).toBe(200);
      expect((await reset(later, api.sms.last(later)!)).body).toMatchObject({ success: '1' });
    } finally {
      api.clock.set(MONDAY_MORNING);
    }
  });

  it('keeps only an argon2id hash of a code, and a code replaced by a new one is no longer good', async () => {
    const phone = await player();
    await sendOtp(phone);
    const first = api.sms.last(phone)!;
    const { rows } = await api.db.pool.query('SELECT code_hash FROM otps WHERE phone_number = $1', [phone]);
    expect(rows[0].code_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0].code_hash).not.toContain(first);
    try {
      api.clock.advance(61_000);
      await sendOtp(phone);
      const second = api.sms.last(phone)!;
      if (second !== first) expect((await reset(phone, first)).status).toBe(400);
      expect((await reset(phone, second)).body.success).toBe('1');
    } finally {
      api.clock.set(MONDAY_MORNING);
    }
  });

  it('sends at most OTP_SENDS_PER_NUMBER_PER_DAY codes to a number and OTP_SENDS_PER_ADDRESS_PER_DAY from an address', async () => {
    const local = await startApi(backend, { OTP_SENDS_PER_NUMBER_PER_DAY: 3, OTP_SENDS_PER_ADDRESS_PER_DAY: 4, OTP_RESEND_SECONDS: 60 });
    const send = (phone: string, address: string) =>
      local.app.inject({ method: 'POST', url: '/api/send_otp.php', payload: { phone_number: phone }, remoteAddress: address });
    try {
      const phone = newPhone();
      for (let i = 0; i < 3; i++) {
        expect((await send(phone, `127.0.1.${i}`)).statusCode).toBe(200);
        local.clock.advance(61_000);
      }
      expect((await send(phone, '127.0.1.9')).json()).toMatchObject({ msg: GUESS_MSG.otpNumberDaily });
      for (let i = 0; i < 4; i++) expect((await send(newPhone(), '127.0.2.1')).statusCode).toBe(200);
      const refused = await send(newPhone(), '127.0.2.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().msg).toBe(GUESS_MSG.otpAddressDaily);
      local.clock.advance(DAY_MS);
      expect((await send(phone, '127.0.1.9')).statusCode).toBe(200);
      expect((await send(newPhone(), '127.0.2.1')).statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });
});

describe('OTPs without an SMS gateway', () => {
  const fakeLog = () => ({ info: vi.fn(), warn: vi.fn() }) as unknown as FastifyBaseLogger & { info: ReturnType<typeof vi.fn>; warn: ReturnType<typeof vi.fn> };

  it('never writes the code to a production log', async () => {
    const log = fakeLog();
    await logSmsProvider(log, true).sendOtp('9876543210', '4821');
    const written = JSON.stringify([log.info.mock.calls, log.warn.mock.calls]);
    expect(written).not.toContain('4821');
    expect(written).not.toContain('9876543210');
    expect(written).toContain('******3210');
  });

  it('writes it to the log of a local run, where nobody else reads it', async () => {
    const log = fakeLog();
    await logSmsProvider(log, false).sendOtp('9876543210', '4821');
    expect(JSON.stringify(log.info.mock.calls)).toContain('4821');
  });
});
