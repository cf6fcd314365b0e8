/**
 * Recognised devices (docs/SECURITY.md "Guessing"): a browser that signed in
 * to an account keeps a random token in an HttpOnly cookie; the server keeps
 * its hash beside the account. Guesses from it count against that device
 * alone, so a stranger spending the account's budget never locks the owner
 * out of the phone they use.
 */
import type { AppContext } from '../../context.js';
import { hashToken, newSessionToken } from '../../auth/tokens.js';
import { findKnownDevice, rememberDevice, type DeviceOwner } from '../../data/knownDevices.js';

/** What the API knows of the caller before any secret: its address and the device cookie, if any. */
export interface Caller {
  address: string;
  deviceToken: string | undefined;
}

export async function recognisedDevice(ctx: Pick<AppContext, 'db'>, caller: Caller, owner: DeviceOwner): Promise<number | null> {
  if (!caller.deviceToken) return null;
  return findKnownDevice(ctx.db.pool, hashToken(caller.deviceToken), owner);
}

/**
 * After a right secret: this device is recognised for the account from now
 * on. Returns the token the device cookie must hold (the caller's own, or a
 * new one for a browser that had none).
 */
export async function rememberCaller(ctx: Pick<AppContext, 'db' | 'clock'>, caller: Caller, owner: DeviceOwner): Promise<string> {
  const token = caller.deviceToken ?? newSessionToken();
  await rememberDevice(ctx.db.pool, hashToken(token), owner, ctx.clock.now());
  return token;
}
