/**
 * Deposit screenshots per address per day (UPLOADS_PER_ADDRESS_PER_DAY,
 * docs/SECURITY.md "Storage"): the per-player caps hold for one account; this
 * holds for the accounts one address can open. A deposit with the UTR only
 * stores no image and is not counted.
 */
import { FUND_MSG } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { spendAddressBudget } from '../addressBudget.js';

const DAY_MS = 24 * 3_600_000;

export function spendScreenshotBudget(ctx: AppContext, address: string): Promise<void> {
  return spendAddressBudget(ctx, { name: 'screenshots', max: ctx.config.UPLOADS_PER_ADDRESS_PER_DAY, windowMs: DAY_MS, message: FUND_MSG.screenshotsFromNetwork }, address);
}
