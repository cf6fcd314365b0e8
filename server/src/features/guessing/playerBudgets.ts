/**
 * A player's guessing budgets as the console shows them, and an operator
 * lifting them (docs/SECURITY.md "Guessing"): after checking who is calling,
 * an admin may let a player whose new-device MPIN logins or OTP resets are
 * paused try again. Every lift grants a guesser a fresh budget, so it is an
 * audited action, never automatic.
 */
import type { GuessingBudget } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { recordAudit, type Actor } from '../../data/audit.js';
import { clearGuesses, unknownDeviceTally, type Window } from '../../data/wrongSecrets.js';
import { mpinNewDeviceWindow, otpWindow } from './windows.js';

export interface PlayerIdentity {
  id: number;
  phone_number: string;
}

async function budget(ctx: Pick<AppContext, 'db'>, secret: 'mpin' | 'otp', subject: string, window: Window, now: Date): Promise<GuessingBudget> {
  const tally = await unknownDeviceTally(ctx.db.pool, secret, subject, new Date(now.getTime() - window.ms));
  const spent = tally.wrong >= window.max && tally.oldest;
  return { wrong: tally.wrong, max: window.max, paused_until: spent ? new Date(tally.oldest!.getTime() + window.ms).toISOString() : null };
}

export async function playerGuessing(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, player: PlayerIdentity): Promise<{ mpin_new_device: GuessingBudget; otp: GuessingBudget }> {
  const now = ctx.clock.now();
  return {
    mpin_new_device: await budget(ctx, 'mpin', String(player.id), mpinNewDeviceWindow(ctx.config), now),
    otp: await budget(ctx, 'otp', player.phone_number, otpWindow(ctx.config), now),
  };
}

export async function liftPlayerGuessing(ctx: Pick<AppContext, 'db' | 'clock'>, actor: Actor, player: PlayerIdentity, reason: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const mpin = await clearGuesses(tx, 'mpin', String(player.id), now);
    const otp = await clearGuesses(tx, 'otp', player.phone_number, now);
    await recordAudit(tx, {
      operatorId: actor.operatorId, action: 'player.guessing_lifted', targetType: 'player', targetId: player.id, userId: player.id,
      before: { wrong_mpins: mpin, wrong_otps: otp }, after: { reason }, requestId: actor.requestId, now,
    });
  });
}
