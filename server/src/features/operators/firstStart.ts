/**
 * OPERATOR_PHONE and OPERATOR_PASSWORD create the first admin on the first
 * start of an installation, and nothing else. Later they must describe an
 * operator that exists with that password; otherwise the start is refused
 * with what to do instead, because a variable that is silently ignored lets
 * an administrator believe a password was changed when it was not.
 */
import type { AppContext } from '../../context.js';
import { verifySecret } from '../../auth/passwords.js';
import { countOperators } from '../../data/operatorAccounts.js';
import { findOperatorByPhone } from '../../data/users.js';
import { createOperator } from './accounts.js';

type StartContext = Pick<AppContext, 'db' | 'clock' | 'config'> & { log: Pick<AppContext['log'], 'info' | 'warn'> };

export const FIRST_START_ACTOR = { operatorId: null, requestId: 'first-start' } as const;

export async function applyOperatorVariables(ctx: StartContext): Promise<void> {
  const { OPERATOR_PHONE: phone, OPERATOR_PASSWORD: password } = ctx.config;
  if (!phone || !password) {
    if ((await countOperators(ctx.db.pool)) === 0) {
      ctx.log.warn(
        'No operator account exists yet. Create the first admin with `npm run operator:create -- --phone <mobile> --role admin`, '
        + 'or start once with OPERATOR_PHONE and OPERATOR_PASSWORD.',
      );
    }
    return;
  }
  const existing = await findOperatorByPhone(ctx.db.pool, phone);
  if (!existing) {
    if ((await countOperators(ctx.db.pool)) > 0) {
      throw new Error(
        `OPERATOR_PHONE=${phone} is not an operator, and operators already exist: OPERATOR_PHONE and OPERATOR_PASSWORD only create the first admin. `
        + 'Add operators with `npm run operator:create` or the console, then remove these variables.',
      );
    }
    await createOperator(ctx, FIRST_START_ACTOR, { phone_number: phone, name: 'Administrator', role: 'admin', password });
    ctx.log.info({ phone }, 'first admin created from OPERATOR_PHONE and OPERATOR_PASSWORD; remove OPERATOR_PASSWORD from the environment now');
    return;
  }
  if (!(await verifySecret(existing.password_hash, password))) {
    throw new Error(
      `OPERATOR_PASSWORD is not the password of operator ${phone}. OPERATOR_PHONE and OPERATOR_PASSWORD only create the first admin; `
      + `change a password with \`npm run operator:password -- --phone ${phone}\` or the console, then remove OPERATOR_PASSWORD.`,
    );
  }
  ctx.log.info({ phone }, 'OPERATOR_PASSWORD matches the existing operator; it is read only on a first start and can be removed');
}
