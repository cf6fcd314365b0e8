/**
 * Operator sign-in (under the same guessing budgets as players' MPINs, with
 * the operator's own limits), sign-out, and who the signed-in operator is.
 */
import type { AppContext } from '../../context.js';
import { hashSecret, verifySecret } from '../../auth/passwords.js';
import { hashToken, newSessionToken } from '../../auth/tokens.js';
import { insertSession, revokeSession } from '../../data/sessions.js';
import { newSessionExpiry, sessionLifetime } from '../../auth/sessionLifetime.js';
import { recordAudit } from '../../data/audit.js';
import { findOperatorByPhone, findOperatorByUsername } from '../../data/users.js';
import { findOperatorProfile } from '../../data/operatorAccounts.js';
import { tooMany, unauthorized } from '../../errors.js';
import { GUESS_MSG, OPERATOR_MSG, grantsOf, operatorLoginKind, type OperatorLoginInput, type OperatorMe } from '@matka/shared';
import { judgeSecret, minutesUntil, type SecretVerdict, type SpentBudget } from '../guessing/judge.js';
import { recognisedDevice, rememberCaller, type Caller } from '../guessing/devices.js';
import { recordPasswordPolicyMet } from './accounts.js';

/** From this many attempts left on, a wrong password says how many remain before the lock-out. */
const SAY_ATTEMPTS_LEFT_FROM = 3;

/**
 * The budget an unknown number or username is counted under: a hash of what
 * was typed (wrong_secrets.subject holds at most 20 characters; an operator's
 * is their id, digits only, so the two never meet).
 */
const unknownLogin = (login: string) => `?${hashToken(`operator-login:${login}`).slice(0, 19)}`;

/**
 * `login` is a mobile number or a username (operatorLoginRequest tells them
 * apart and lowers the username). The guessing budgets count per account
 * (docs/SECURITY.md "Guessing"), so wrong passwords typed after the number and
 * after the username add up; a computer the operator signed in on before has a
 * budget of its own, so a stranger's wrong guesses never keep the operator out
 * of it. Once few attempts remain, the refusal says how many. An unknown
 * number or username, and a disabled operator, are counted the same way and
 * every guess is wrong: the answers (attempts left, the lock-out, the time a
 * hash takes) never tell whether the account exists, nor a disabled
 * operator's right password from a wrong one.
 */
export async function operatorLogIn(ctx: AppContext, requestId: string, input: OperatorLoginInput, caller: Caller): Promise<OperatorLoginOutcome> {
  const { login, password } = input;
  const operator = operatorLoginKind(login) === 'phone'
    ? await findOperatorByPhone(ctx.db.pool, login)
    : await findOperatorByUsername(ctx.db.pool, login);
  const owner = operator ? { kind: 'operator', id: operator.id } as const : null;
  const deviceId = owner ? await recognisedDevice(ctx, caller, owner) : null;
  const subject = operator ? String(operator.id) : unknownLogin(login);
  const verdict: SecretVerdict = await judgeSecret(ctx, { secret: 'password', subject, deviceId, address: caller.address }, async () => {
    if (operator && !operator.disabled_at) return verifySecret(operator.password_hash, password);
    // Still a hash, so timing does not tell which logins are operators.
    await hashSecret(password);
    return false;
  });
  const now = ctx.clock.now();
  if (!operator || !owner || verdict.outcome !== 'right' || operator.disabled_at) {
    await recordAudit(ctx.db.pool, {
      operatorId: operator?.id ?? null, action: 'operator.login_failed', targetType: 'operator', targetId: login, requestId, now,
      after: { reason: verdict.outcome === 'refused' ? 'locked' : operator?.disabled_at ? 'disabled' : 'wrong_password', address: caller.address, known_device: deviceId !== null },
    });
    if (verdict.outcome === 'refused') throw tooMany(passwordRefusal(verdict.spent, minutesUntil(verdict.until, now)));
    const fewLeft = verdict.outcome === 'wrong' && verdict.attemptsLeft <= SAY_ATTEMPTS_LEFT_FROM;
    throw unauthorized(fewLeft ? GUESS_MSG.wrongPassword(verdict.attemptsLeft) : OPERATOR_MSG.wrongLogin);
  }
  await recordPasswordPolicyMet(ctx.db.pool, operator.id, password);
  const token = newSessionToken();
  const { expiresAt, endsAt } = newSessionExpiry(now, sessionLifetime(ctx.config, 'operator'));
  await ctx.db.transaction(async (tx) => {
    await insertSession(tx, { tokenHash: hashToken(token), operatorId: operator.id, now, expiresAt });
    await recordAudit(tx, { operatorId: operator.id, action: 'operator.login', targetType: 'operator', targetId: operator.id, requestId, now });
  });
  const deviceToken = await rememberCaller(ctx, caller, owner);
  return { token, expiresAt: endsAt, operatorId: operator.id, name: operator.name, deviceToken };
}

export interface OperatorLoginOutcome {
  token: string;
  expiresAt: Date;
  operatorId: number;
  name: string;
  /** The recognised-device cookie's token from now on. */
  deviceToken: string;
}

function passwordRefusal(spent: SpentBudget, waitMinutes: number): string {
  if (spent === 'device') return GUESS_MSG.passwordDeviceWait(waitMinutes);
  if (spent === 'address') return GUESS_MSG.addressWait(waitMinutes);
  return GUESS_MSG.passwordNewDevices;
}

/** Who the operator is and what the role may do (GET /api/admin/me, the login reply). */
export async function operatorMe(ctx: AppContext, operatorId: number): Promise<OperatorMe> {
  const row = await findOperatorProfile(ctx.db.pool, operatorId);
  if (!row || row.disabled_at) throw unauthorized('Operator login required.');
  return { id: row.id, name: row.name, phone_number: row.phone_number, username: row.username, role: row.role, grants: grantsOf(row.role) };
}

/** Ends the operator session of this token (POST /api/admin/logout); an unknown or ended one is no error. */
export async function operatorLogOut(ctx: Pick<AppContext, 'db' | 'clock'>, token: string): Promise<void> {
  await revokeSession(ctx.db.pool, hashToken(token), ctx.clock.now());
}
