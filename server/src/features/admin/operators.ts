/**
 * Operator login (under the same lockout as players' MPINs:
 * OPERATOR_MAX_FAILURES guesses, then OPERATOR_LOCK_MINUTES) and the
 * operator's money actions (adjustments).
 */
import type { AppContext } from '../../context.js';
import { hashSecret, verifySecret } from '../../auth/passwords.js';
import { hashToken, newSessionToken } from '../../auth/tokens.js';
import { post } from '../../data/ledger.js';
import { insertSession } from '../../data/sessions.js';
import { newSessionExpiry, sessionLifetime } from '../../auth/sessionLifetime.js';
import { recordAudit, type Actor } from '../../data/audit.js';
import { findOperatorByPhone, findOperatorByUsername, findUserByPhone } from '../../data/users.js';
import { findOperatorProfile } from '../../data/operatorAccounts.js';
import { conflict, notFound, tooMany, unauthorized } from '../../errors.js';
import { ADJUSTMENT_MSG, OPERATOR_MSG, grantsOf, operatorLoginKind, type OperatorLoginInput, type OperatorMe, type WalletAdjustmentInput } from '@matka/shared';
import { judgeGuess } from '../lockout/guess.js';
import { recordPasswordPolicyMet } from '../operators/accounts.js';

/**
 * `login` is a mobile number or a username (operatorLoginRequest tells them
 * apart and lowers the username). The lockout counts guesses per account, so
 * wrong passwords typed after the number and after the username add up.
 */
export async function operatorLogIn(ctx: AppContext, requestId: string, input: OperatorLoginInput): Promise<{ token: string; expiresAt: Date; operatorId: number; name: string }> {
  const { login, password } = input;
  const operator = operatorLoginKind(login) === 'phone'
    ? await findOperatorByPhone(ctx.db.pool, login)
    : await findOperatorByUsername(ctx.db.pool, login);
  const now = ctx.clock.now();
  const rule = { maxFailures: ctx.config.OPERATOR_MAX_FAILURES, lockMinutes: ctx.config.OPERATOR_LOCK_MINUTES };
  // An unknown number or username still costs a hash, so timing does not tell which ones are operators.
  const verdict = operator
    ? await judgeGuess(ctx.db.pool, { kind: 'operator', id: operator.id }, rule, now, () => verifySecret(operator.password_hash, password))
    : (await hashSecret(password), { outcome: 'wrong' as const });
  if (!operator || verdict.outcome !== 'right' || operator.disabled_at) {
    await recordAudit(ctx.db.pool, {
      operatorId: operator?.id ?? null, action: 'operator.login_failed', targetType: 'operator', targetId: login, requestId, now,
      after: { reason: verdict.outcome === 'locked' ? 'locked' : operator?.disabled_at ? 'disabled' : 'wrong_password' },
    });
    if (verdict.outcome === 'locked') throw tooMany(`Too many wrong passwords. Try again after ${rule.lockMinutes} minutes.`);
    throw unauthorized(OPERATOR_MSG.wrongLogin);
  }
  await recordPasswordPolicyMet(ctx.db.pool, operator.id, password);
  const token = newSessionToken();
  const { expiresAt, endsAt } = newSessionExpiry(now, sessionLifetime(ctx.config, 'operator'));
  await ctx.db.transaction(async (tx) => {
    await insertSession(tx, { tokenHash: hashToken(token), operatorId: operator.id, now, expiresAt });
    await recordAudit(tx, { operatorId: operator.id, action: 'operator.login', targetType: 'operator', targetId: operator.id, requestId, now });
  });
  return { token, expiresAt: endsAt, operatorId: operator.id, name: operator.name };
}

/** A signed operator adjustment: one ledger row; a debit may not take the wallet below zero. */
export async function adjustWallet(ctx: AppContext, actor: Actor, input: WalletAdjustmentInput): Promise<number> {
  const { phone_number: phone, amount } = input;
  // The reason is mandatory (walletAdjustmentRequest) and is what the player reads in their statement.
  const remark = input.remark;
  const user = await findUserByPhone(ctx.db.pool, phone);
  if (!user) throw notFound(ADJUSTMENT_MSG.playerNotFound);
  const balance = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const after = await post(tx, { userId: user.id, amount, kind: 'adjustment', reference: `operator:${actor.operatorId}:${actor.requestId}`, remark, now });
    if (after === null) throw conflict(ADJUSTMENT_MSG.belowZero);
    await recordAudit(tx, {
      operatorId: actor.operatorId, action: 'wallet.adjusted', targetType: 'wallet', targetId: user.id, userId: user.id,
      before: { balance: after - amount }, after: { balance: after, amount, remark }, requestId: actor.requestId, now,
    });
    return after;
  });
  ctx.log.info({ operatorId: actor.operatorId, userId: user.id, amount }, 'wallet adjusted by operator');
  return balance;
}

/** Who the operator is and what the role may do (GET /api/admin/me, the login reply). */
export async function operatorMe(ctx: AppContext, operatorId: number): Promise<OperatorMe> {
  const row = await findOperatorProfile(ctx.db.pool, operatorId);
  if (!row || row.disabled_at) throw unauthorized('Operator login required.');
  return { id: row.id, name: row.name, phone_number: row.phone_number, username: row.username, role: row.role, grants: grantsOf(row.role) };
}
