/**
 * Operator accounts: creating one and setting its password. The console's
 * operator screen, `npm run operator:create` and the first-start variables
 * (OPERATOR_PHONE, OPERATOR_PASSWORD) all come through here, so every stored
 * password meets the policy of shared/src/domain/operatorPasswords.ts and
 * every change leaves an audit row in the same transaction.
 */
import { OPERATOR_MSG, operatorPasswordProblem, type CreateOperatorRequest } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { hashSecret } from '../../auth/passwords.js';
import { recordAudit } from '../../data/audit.js';
import { insertOperator, markPasswordPolicy, operatorTaking, revokeOperatorSessions, updateOperatorPassword } from '../../data/operatorAccounts.js';
import type { Queryable } from '../../db/database.js';
import { clearGuesses } from '../../data/wrongSecrets.js';
import { badRequest, conflict, notFound } from '../../errors.js';

/**
 * Which policy a stored password met when it was set (operators.password_policy_version).
 * Raise it when the policy tightens: a production start then asks for new passwords.
 */
export const PASSWORD_POLICY_VERSION = 1;

/**
 * Who changes an account: an operator in the console, or (operatorId null)
 * the server's own command line or first start, with `requestId` naming which.
 */
export interface AccountActor {
  operatorId: number | null;
  requestId: string;
}

export type OperatorAccountsContext = Pick<AppContext, 'db' | 'clock'>;

function assertPasswordAllowed(password: string): void {
  const problem = operatorPasswordProblem(password);
  if (problem) throw badRequest(problem);
}

/**
 * Callers parse with `createOperatorRequest` first (it lowers the username
 * and asks for a number or a username); the policy is checked again here
 * because this is the check that counts.
 */
export async function createOperator(ctx: OperatorAccountsContext, actor: AccountActor, input: CreateOperatorRequest): Promise<{ id: number }> {
  assertPasswordAllowed(input.password);
  const phone = input.phone_number ?? null;
  const username = input.username ?? null;
  if (phone === null && username === null) throw badRequest(OPERATOR_MSG.phoneOrUsername);
  const passwordHash = await hashSecret(input.password);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const id = await insertOperator(tx, {
      phone, username, name: input.name, role: input.role, passwordHash, policyVersion: PASSWORD_POLICY_VERSION, now,
    });
    if (id === null) {
      const taken = await operatorTaking(tx, phone, username);
      throw conflict(taken.username && !taken.phone ? OPERATOR_MSG.usernameTaken : OPERATOR_MSG.phoneTaken);
    }
    await recordAudit(tx, {
      operatorId: actor.operatorId, action: 'operator.created', targetType: 'operator', targetId: id,
      after: { phone_number: phone, username, name: input.name, role: input.role }, requestId: actor.requestId, now,
    });
    return { id };
  });
}

/** A new password ends the operator's open sessions and its spent guessing budgets. */
export async function setOperatorPassword(ctx: OperatorAccountsContext, actor: AccountActor, operatorId: number, password: string): Promise<void> {
  assertPasswordAllowed(password);
  const passwordHash = await hashSecret(password);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    if (!(await updateOperatorPassword(tx, operatorId, passwordHash, PASSWORD_POLICY_VERSION))) throw notFound('No such operator.');
    await revokeOperatorSessions(tx, operatorId, now);
    // A new secret: guesses at the old one say nothing about it.
    await clearGuesses(tx, 'password', String(operatorId), now);
    await recordAudit(tx, {
      operatorId: actor.operatorId, action: 'operator.password_changed', targetType: 'operator', targetId: operatorId,
      requestId: actor.requestId, now,
    });
  });
}

/**
 * After a successful login the server holds the password for a moment: one
 * set before the policy existed is recorded as meeting it when it does, so
 * only passwords that really are short or the demo one hold up a production start.
 */
export async function recordPasswordPolicyMet(db: Queryable, operatorId: number, password: string): Promise<void> {
  if (operatorPasswordProblem(password) === null) await markPasswordPolicy(db, operatorId, PASSWORD_POLICY_VERSION);
}
