/**
 * Which budget a guess counts against (docs/SECURITY.md "Guessing"):
 * a recognised device against its own short window, anything else against
 * the account's long one and its address's hourly one.
 */
import type { Config } from '../../config.js';
import type { SecretKind, Window } from '../../data/wrongSecrets.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface GuessWindows {
  subject: Window;
  address: Window | null;
}

export function guessWindows(config: Config, secret: SecretKind, knownDevice: boolean): GuessWindows {
  const address = { max: config.WRONG_GUESSES_PER_ADDRESS_PER_HOUR, ms: HOUR_MS };
  if (secret === 'otp') {
    // A code goes to the owner's phone: which device types it back does not matter.
    return { subject: otpWindow(config), address };
  }
  if (secret === 'mpin') {
    return knownDevice
      ? { subject: { max: config.MPIN_MAX_FAILURES, ms: config.MPIN_LOCK_MINUTES * MINUTE_MS }, address: null }
      : { subject: mpinNewDeviceWindow(config), address };
  }
  return knownDevice
    ? { subject: { max: config.OPERATOR_MAX_FAILURES, ms: config.OPERATOR_LOCK_MINUTES * MINUTE_MS }, address: null }
    : { subject: { max: config.OPERATOR_NEW_DEVICE_FAILURES, ms: config.OPERATOR_NEW_DEVICE_WINDOW_HOURS * HOUR_MS }, address };
}

export function otpWindow(config: Config): Window {
  return { max: config.OTP_FAILURES, ms: config.GUESS_WINDOW_DAYS * DAY_MS };
}

export function mpinNewDeviceWindow(config: Config): Window {
  return { max: config.MPIN_NEW_DEVICE_FAILURES, ms: config.GUESS_WINDOW_DAYS * DAY_MS };
}

/** Housekeeping: a row older than this counts in no window. */
export function longestWindowMs(config: Config): number {
  return Math.max(config.GUESS_WINDOW_DAYS * DAY_MS, config.OPERATOR_NEW_DEVICE_WINDOW_HOURS * HOUR_MS, HOUR_MS);
}
