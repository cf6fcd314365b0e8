/**
 * What a production start refuses (docs/SECURITY.md "Production start"): a
 * database holding the demo player and demo results, and any operator whose
 * password is the demo password or was not checked against the password
 * policy when it was set (the server cannot measure a password from its
 * hash, so an unchecked one may be short).
 */
import { DEMO_OPERATOR_PASSWORD } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { verifySecret } from '../../auth/passwords.js';
import { operatorCredentials } from '../../data/operatorAccounts.js';
import { PASSWORD_POLICY_VERSION } from './accounts.js';

export async function productionProblems(ctx: Pick<AppContext, 'db'>): Promise<string[]> {
  const problems: string[] = [];
  const demo = await ctx.db.pool.query("SELECT 1 FROM settings WHERE key = 'demo_data_seeded'");
  if (demo.rowCount) {
    problems.push('This database holds demo data (a demo player with points and invented results): production needs a database of its own.');
  }
  for (const operator of await operatorCredentials(ctx.db.pool)) {
    const who = operator.phone_number ?? operator.username;
    if (await verifySecret(operator.password_hash, DEMO_OPERATOR_PASSWORD)) {
      problems.push(`Operator ${who} has the demo password.`);
    } else if (operator.password_policy_version < PASSWORD_POLICY_VERSION) {
      problems.push(`Operator ${who} has a password that was never checked against the password policy (it may be short).`);
    }
  }
  return problems;
}

/** Throws (the start stops) with every problem and the command that fixes it. */
export async function refuseUnsafeProduction(ctx: Pick<AppContext, 'db'>): Promise<void> {
  const problems = await productionProblems(ctx);
  if (problems.length === 0) return;
  throw new Error(
    `Refusing to start in production. ${problems.join(' ')} `
    + 'Set a new operator password with `npm run operator:password -- --phone <mobile>` (or `--username <name>`; at least 12 characters).',
  );
}
