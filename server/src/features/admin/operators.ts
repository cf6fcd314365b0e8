/** Operator login and the operator's money actions (adjustments). */
import type { AppContext } from '../../context.js';
import { hashSecret, verifySecret } from '../../auth/passwords.js';
import { hashToken, newSessionToken } from '../../auth/tokens.js';
import { post } from '../../data/ledger.js';
import { insertSession } from '../../data/sessions.js';
import { findOperatorByPhone, findUserByPhone } from '../../data/users.js';
import { badRequest, conflict, notFound, unauthorized } from '../../http/errors.js';
import { optionalText, phoneField, requiredText, type Body } from '../../http/fields.js';

export async function operatorLogIn(ctx: AppContext, body: Body): Promise<{ token: string; expiresAt: Date; name: string }> {
  const phone = phoneField(body);
  const password = requiredText(body, 'password', 'Please enter the password.', 200);
  const operator = await findOperatorByPhone(ctx.db.pool, phone);
  // Verify against a dummy hash when the number is unknown, so timing does not tell which numbers are operators.
  const ok = operator ? await verifySecret(operator.password_hash, password) : (await hashSecret(password), false);
  if (!operator || !ok) throw unauthorized('Wrong number or password.');
  const now = ctx.clock.now();
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + 12 * 3_600_000);
  await insertSession(ctx.db.pool, { tokenHash: hashToken(token), operatorId: operator.id, now, expiresAt });
  return { token, expiresAt, name: operator.name };
}

/** A signed operator adjustment: one ledger row; a debit may not take the wallet below zero. */
export async function adjustWallet(ctx: AppContext, operatorId: number, body: Body): Promise<number> {
  const phone = phoneField(body);
  const raw = body.amount;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^-?\d{1,9}$/.test(text) || Number(text) === 0) throw badRequest('Amount must be a non-zero whole number of points.');
  const amount = Number(text);
  const remark = optionalText(body, 'remark', 200) || (amount > 0 ? 'Points added by operator' : 'Points removed by operator');
  const user = await findUserByPhone(ctx.db.pool, phone);
  if (!user) throw notFound('No player has this number.');
  const balance = await ctx.db.transaction((tx) =>
    post(tx, { userId: user.id, amount, kind: 'adjustment', reference: `operator:${operatorId}`, remark, now: ctx.clock.now() }),
  );
  if (balance === null) throw conflict('The wallet holds fewer points than that.');
  ctx.log.info({ operatorId, userId: user.id, amount }, 'wallet adjusted by operator');
  return balance;
}
