/**
 * What a player or operator reads when a secret is wrong or a guessing
 * budget is spent (docs/SECURITY.md "Guessing"). The server writes them;
 * screens show the server's message as it came.
 */
import { plural } from '../plural.js';

const attempts = (left: number) => `${plural(left, 'attempt')} left.`;
const minutes = (count: number) => plural(count, 'minute');

export const GUESS_MSG = {
  wrongMpin: (left: number) => `Wrong MPIN. ${attempts(left)}`,
  mpinDeviceWait: (waitMinutes: number) => `Too many wrong MPIN attempts. Try again after ${minutes(waitMinutes)}.`,
  mpinNewDevices:
    'Too many wrong MPINs for this number from new devices. Log in on a phone you used before, or reset your MPIN with Forgot MPIN.',
  wrongOtp: (left: number) => `Wrong OTP. ${attempts(left)}`,
  /** `date` as the player reads it, e.g. "26 Nov 2027". */
  otpPaused: (date: string) => `Too many wrong OTPs for this number. OTP resets are paused until ${date}. Please contact support.`,
  otpNumberDaily: 'Too many OTPs were sent to this number today. Please try again tomorrow.',
  otpAddressDaily: 'Too many OTPs were asked for from this network today. Please try again tomorrow.',
  addressWait: (waitMinutes: number) => `Too many wrong attempts from this network. Please try again after ${minutes(waitMinutes)}.`,
  /** A wrong operator password (or an unknown number or username: the same words) once only a few attempts remain. */
  wrongPassword: (left: number) => `Wrong number, username or password. ${attempts(left)}`,
  passwordDeviceWait: (waitMinutes: number) => `Too many wrong passwords. Try again after ${minutes(waitMinutes)}.`,
  passwordNewDevices:
    'Too many wrong passwords for this account from new devices. Sign in on a computer you used before, or ask an admin to set a new password.',
} as const;
