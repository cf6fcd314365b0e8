/**
 * Requests that create operators and set their passwords: the console's
 * operator screen, `npm run operator:create` and the first-start variables
 * all go through these, so the same policy holds everywhere
 * (`shared/src/domain/operatorPasswords.ts`).
 */
import { z } from 'zod';
import { OPERATOR_ROLES } from '../api/operators.js';
import { operatorPasswordProblem } from '../domain/operatorPasswords.js';
import { optionalFilter, phoneNumber, requiredText } from './fields.js';
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

export const createOperatorRequest = z.object({
  phone_number: phoneNumber(),
  name: requiredText(60, "Enter the operator's name."),
  role: operatorRole(),
  password: operatorPassword(),
});
export type CreateOperatorRequest = z.infer<typeof createOperatorRequest>;

export const setOperatorPasswordRequest = z.object({ password: operatorPassword() });
export type SetOperatorPasswordRequest = z.infer<typeof setOperatorPasswordRequest>;

/** The console's operator table (docs/API.md "Operator API" → operators): paged and sorted on the server. */
export const OPERATOR_ACCOUNT_SORTS = ['name', 'role', 'created_at', 'last_login_at'] as const;
export type OperatorAccountSort = (typeof OPERATOR_ACCOUNT_SORTS)[number];
export const OPERATOR_STATES = ['active', 'disabled'] as const;

export const operatorAccountsQuery = pageQuery(OPERATOR_ACCOUNT_SORTS, 'name', 'asc').extend({
  role: optionalFilter(OPERATOR_ROLES),
  state: optionalFilter(OPERATOR_STATES),
});
export type OperatorAccountsQuery = z.output<typeof operatorAccountsQuery>;

export const OPERATOR_MSG = {
  notFound: 'No such operator.',
  phoneTaken: 'An operator with this mobile number already exists.',
  reason: 'Say why (at least 3 characters).',
  lastAdmin: 'This is the last active admin: make another operator admin first.',
  sameRole: 'The operator already has this role.',
} as const;

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
