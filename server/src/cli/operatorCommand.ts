/**
 * The operator account commands behind `npm run operator:create` and
 * `npm run operator:password`, apart from the terminal so tests can run them.
 * They go through the same service as the console (features/operators), so
 * the password policy and the audit rows are the same.
 */
import { parseArgs } from 'node:util';
import { createOperatorRequest, setOperatorPasswordRequest } from '@matka/shared';
import { ApiFailure } from '../errors.js';
import { findOperatorByPhone, findOperatorByUsername } from '../data/users.js';
import { createOperator, setOperatorPassword, type OperatorAccountsContext } from '../features/operators/accounts.js';

export const CLI_ACTOR = { operatorId: null, requestId: 'command-line' } as const;

export const USAGE = `Usage:
  npm run operator:create -- --phone <10-digit mobile> --role <admin|results|cashier> [--name "<name>"]
  npm run operator:create -- --username <name> [--phone <10-digit mobile>] --role <admin|results|cashier> [--name "<name>"]
  npm run operator:password -- --phone <10-digit mobile>   (or --username <name>)
The operator signs in with the mobile number or the username (lowercase: letters, digits, . _ -, a letter first, 3 to 32 characters).
The password is read from NEW_OPERATOR_PASSWORD when it is set, otherwise asked on the terminal (twice, not shown).
It needs at least 12 characters. The database is the server's: DATABASE_URL, or the embedded one in DATA_DIR (stop the server first).`;

/** `phone` and `username` as typed: at least one (both for create if wanted); the request schema checks them. */
export type OperatorCommand =
  | { kind: 'create'; phone?: string; username?: string; role: string; name: string }
  | { kind: 'password'; phone?: string; username?: string };

/** The command line, or an Error whose message says what is wrong (with the usage). */
export function parseOperatorCommand(argv: string[]): OperatorCommand {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { phone: { type: 'string' }, username: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
  });
  const [kind] = positionals;
  const who = { ...(values.phone ? { phone: values.phone } : {}), ...(values.username ? { username: values.username } : {}) };
  if (!who.phone && !who.username) throw new Error(`--phone or --username is required.\n${USAGE}`);
  if (kind === 'create') {
    if (!values.role) throw new Error(`--role is required.\n${USAGE}`);
    return { kind, ...who, role: values.role, name: values.name ?? 'Operator' };
  }
  if (kind === 'password') {
    if (who.phone && who.username) throw new Error(`Give --phone or --username, not both.\n${USAGE}`);
    return { kind, ...who };
  }
  throw new Error(`Unknown command ${kind ?? '(none)'}.\n${USAGE}`);
}

function firstIssue(result: { error: { issues: { message: string }[] } }): string {
  return result.error.issues[0]?.message ?? 'The request is not valid.';
}

/** Runs one command; returns the line to print. Policy and duplicate problems come back as an Error with the reason. */
export async function runOperatorCommand(ctx: OperatorAccountsContext, command: OperatorCommand, password: string): Promise<string> {
  try {
    if (command.kind === 'create') {
      const parsed = createOperatorRequest.safeParse({
        phone_number: command.phone, username: command.username, name: command.name, role: command.role, password,
      });
      if (!parsed.success) throw new Error(firstIssue(parsed));
      const { id } = await createOperator(ctx, CLI_ACTOR, parsed.data);
      const signsInWith = [parsed.data.phone_number, parsed.data.username].filter(Boolean).join(' / ');
      return `Created operator ${signsInWith} (${parsed.data.role}), id ${id}.`;
    }
    const parsed = setOperatorPasswordRequest.safeParse({ password });
    if (!parsed.success) throw new Error(firstIssue(parsed));
    const operator = command.phone
      ? await findOperatorByPhone(ctx.db.pool, command.phone)
      : await findOperatorByUsername(ctx.db.pool, (command.username ?? '').trim().toLowerCase());
    const named = command.phone ? `the number ${command.phone}` : `the username ${command.username}`;
    if (!operator) throw new Error(`No operator has ${named}.`);
    await setOperatorPassword(ctx, CLI_ACTOR, operator.id, parsed.data.password);
    return `Password of operator ${command.phone ?? operator.username} changed; their open sessions were ended.`;
  } catch (error) {
    if (error instanceof ApiFailure) throw new Error(error.msg, { cause: error });
    throw error;
  }
}
