/**
 * The wrong passwords typed on an operator's own account in the last 30 days
 * (docs/SECURITY.md "Guessing"): the console shows them so an operator sees
 * someone trying, from where, and whether from a computer they use.
 */
import type { SignInFailure } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { recentWrongSecrets } from '../../data/wrongSecrets.js';

const SHOWN_DAYS = 30;
const SHOWN_MAX = 50;

export async function ownSignInFailures(ctx: Pick<AppContext, 'db' | 'clock'>, operatorId: number): Promise<SignInFailure[]> {
  const since = new Date(ctx.clock.now().getTime() - SHOWN_DAYS * 24 * 3600_000);
  const rows = await recentWrongSecrets(ctx.db.pool, 'password', String(operatorId), since, SHOWN_MAX);
  return rows.map((row) => ({ at: row.at.toISOString(), address: row.address, known_device: row.known_device }));
}
