/**
 * Sign-ups per address per hour (SIGNUP_PER_ADDRESS_PER_HOUR, docs/SECURITY.md
 * "Storage"): in play mode an account costs nothing, and each one may keep
 * MAX_PENDING_DEPOSITS screenshots, so accounts are what an attacker would
 * multiply. Players behind one carrier's NAT share the budget.
 */
import { SIGNUP_MSG } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { spendAddressBudget } from '../addressBudget.js';

const HOUR_MS = 3_600_000;

export function spendSignupBudget(ctx: AppContext, address: string): Promise<void> {
  return spendAddressBudget(ctx, { name: 'signups', max: ctx.config.SIGNUP_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS, message: SIGNUP_MSG.tooManyFromNetwork }, address);
}
