/**
 * Where OTPs go out. Without a gateway, the code goes to the server log
 * outside production only; development and the e2e tests use
 * SMS_OUTBOX_FILE; a real SMS gateway implements the same interface and is
 * chosen at boot.
 */
import { appendFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';

export interface SmsProvider {
  sendOtp(phone: string, code: string): Promise<void>;
}

/**
 * Without a gateway. Outside production the code goes to the log, so a local
 * run can finish a reset; in production it never does (a log is read by many
 * people and kept for long): the request is logged without the code and the
 * player receives nothing until an SMS gateway is configured.
 */
export function logSmsProvider(log: FastifyBaseLogger, production: boolean): SmsProvider {
  return {
    async sendOtp(phone, code) {
      if (production) {
        log.warn({ phone: `******${phone.slice(-4)}` }, 'OTP not delivered: no SMS gateway is configured');
        return;
      }
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
