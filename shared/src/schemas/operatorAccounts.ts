/**
 * Requests that create operators and set their passwords: the console's
 * operator screen, `npm run operator:create` and the first-start variables
 * all go through these, so the same policy holds everywhere
 * (`shared/src/domain/operatorPasswords.ts`).
 */
import { z } from 'zod';
import { OPERATOR_ROLES } from '../api/operators.js';
import { operatorPasswordProblem } from '../domain/operatorPasswords.js';
import { optionalFilter, requiredText, text } from './fields.js';
import { pageQuery } from './pagination.js';

/** Not trimmed: spaces inside a passphrase are part of it. NUL is refused like everywhere else. */
export const operatorPassword = () =>
  z
    .string({ error: 'Please enter the password.' })
    .refine((value) => !value.includes('\u0000'), { error: 'The password contains a character that is not allowed.' })
    .superRefine((value, context) => {
      const problem = operatorPasswordProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });

export const operatorRole = () => z.enum(OPERATOR_ROLES, { error: `The role must be one of ${OPERATOR_ROLES.join(', ')}.` });

/**
 * Usernames are stored lowercase (the CHECK of operators.username, migration
 * 002): typed in any case, they are lowered here, so `Asha.Admin` and
 * `asha.admin` are one account — at creation, at login and on the command line.
 */
export const OPERATOR_USERNAME_PATTERN = /^[a-z][a-z0-9_.-]{2,31}$/;
export const OPERATOR_PHONE_PATTERN = /^\d{10}$/;

export const OPERATOR_MSG = {
  notFound: 'No such operator.',
  phoneTaken: 'An operator with this mobile number already exists.',
  usernameTaken: 'An operator with this username already exists.',
  phoneInvalid: 'Enter a 10-digit mobile number.',
  usernameInvalid: 'A username has 3 to 32 characters: a letter first, then letters, digits, dot, underscore or hyphen.',
  phoneOrUsername: 'Enter a mobile number, a username or both.',
  loginRequired: 'Enter your mobile number or username.',
  loginInvalid: 'Enter your 10-digit mobile number or your username.',
  wrongLogin: 'Wrong number, username or password.',
  reason: 'Say why (at least 3 characters).',
  lastAdmin: 'This is the last active admin: make another operator admin first.',
  sameRole: 'The operator already has this role.',
} as const;

/** Blank (spaces only) or absent gives undefined: the form's empty box. */
const blankAsAbsent = (value: unknown) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

const optionalOperatorPhone = () =>
  z.preprocess(blankAsAbsent, text(20, 'phone_number').pipe(z.string().regex(OPERATOR_PHONE_PATTERN, { error: OPERATOR_MSG.phoneInvalid })).optional())
    .transform((value) => value || undefined);

export const operatorUsername = () =>
  text(40, 'username').transform((value) => value.toLowerCase()).pipe(z.string().regex(OPERATOR_USERNAME_PATTERN, { error: OPERATOR_MSG.usernameInvalid }));

const optionalOperatorUsername = () =>
  z.preprocess(blankAsAbsent, operatorUsername().optional()).transform((value) => value || undefined);

/** The login field: a 10-digit mobile number, or a username lowered. */
export const operatorLogin = () =>
  z.preprocess((value) => (value === undefined || value === null ? '' : value), text(40, 'login'))
    .refine((value) => value !== '', { error: OPERATOR_MSG.loginRequired })
    .transform((value) => (OPERATOR_PHONE_PATTERN.test(value) ? value : value.toLowerCase()))
    .refine((value) => OPERATOR_PHONE_PATTERN.test(value) || OPERATOR_USERNAME_PATTERN.test(value), { error: OPERATOR_MSG.loginInvalid, abort: true });

/** Which column a login names: digits are a mobile number, anything else a username (usernames start with a letter). */
export function operatorLoginKind(login: string): 'phone' | 'username' {
  return OPERATOR_PHONE_PATTERN.test(login) ? 'phone' : 'username';
}

/** A mobile number, a username, or both: at least one, as the operator signs in with either. */
export const createOperatorRequest = z
  .object({
    phone_number: optionalOperatorPhone(),
    username: optionalOperatorUsername(),
    name: requiredText(60, "Enter the operator's name."),
    role: operatorRole(),
    password: operatorPassword(),
  })
  .refine((operator) => operator.phone_number !== undefined || operator.username !== undefined, {
    error: OPERATOR_MSG.phoneOrUsername, path: ['phone_number'],
  });
/** Either identifier may be left out (the first-start admin and the tests give only a number). */
export type CreateOperatorRequest = Omit<z.output<typeof createOperatorRequest>, 'phone_number' | 'username'> & {
  phone_number?: string | undefined;
  username?: string | undefined;
};

export const setOperatorPasswordRequest = z.object({ password: operatorPassword() });

/** The console's operator table (docs/API.md "Operator API" → operators): paged and sorted on the server. */
export const OPERATOR_ACCOUNT_SORTS = ['name', 'role', 'created_at', 'last_login_at'] as const;
export type OperatorAccountSort = (typeof OPERATOR_ACCOUNT_SORTS)[number];
export const OPERATOR_STATES = ['active', 'disabled'] as const;

export const operatorAccountsQuery = pageQuery(OPERATOR_ACCOUNT_SORTS, 'name', 'asc').extend({
  role: optionalFilter(OPERATOR_ROLES),
  state: optionalFilter(OPERATOR_STATES),
});
export type OperatorAccountsQuery = z.output<typeof operatorAccountsQuery>;

const reason = () =>
  z.string({ error: OPERATOR_MSG.reason }).trim()
    .min(3, { error: OPERATOR_MSG.reason })
    .max(200, { error: 'The reason is too long (at most 200 characters).' });

/** A new role takes effect on the operator's next call; the reason is kept in the audit log. */
export const operatorRoleRequest = z.object({ role: operatorRole(), reason: reason() });
export type OperatorRoleRequest = z.input<typeof operatorRoleRequest>;

/** Disable (sessions end at once, no login) or enable again; the reason is kept in the audit log. */
export const operatorStatusRequest = z.object({
  disabled: z.boolean({ error: 'disabled must be true or false.' }),
  reason: reason(),
});
export type OperatorStatusRequest = z.input<typeof operatorStatusRequest>;

/** The reason field on its own, for the console's confirmation dialogs. */
export const operatorActionReason = reason();
