/**
 * Where OTPs go out. The default provider writes the code to the server log
 * (play mode and development); a real SMS gateway implements the same
 * interface and is chosen at boot.
 */
import { appendFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';

export interface SmsProvider {
  sendOtp(phone: string, code: string): Promise<void>;
}

export function logSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    async sendOtp(phone, code) {
      log.info({ phone, otp: code }, 'OTP (log SMS provider: no SMS gateway is configured)');
    },
  };
}

/** Development and e2e tests: one `<phone> <code>` line per OTP, appended to a file (the "phone" a test reads). */
export function fileSmsProvider(path: string): SmsProvider {
  return {
    async sendOtp(phone, code) {
      await appendFile(path, `${phone} ${code}\n`, { mode: 0o600 });
    },
  };
}

/** Keeps the last code per number: tests read it the way a player reads an SMS. */
export function memorySmsProvider(): SmsProvider & { last(phone: string): string | undefined } {
  const sent = new Map<string, string>();
  return {
    async sendOtp(phone, code) {
      sent.set(phone, code);
    },
    last: (phone) => sent.get(phone),
  };
}
