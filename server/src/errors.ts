/**
 * Expected failures (operating errors), raised by services and mapped to HTTP
 * in one place (`http/errorHandler.ts`): each becomes a 4xx with the
 * `{ success: '0', msg }` body every client reads. Services import from here,
 * never from `http/`.
 *
 * Programmer errors are different: `assert` them. They become a 500 that says
 * nothing about internals and is logged with the request id.
 */
import type { Said } from '@matka/shared';

/**
 * What a failure says: English words, or `say(code, params)` (i18n.ts) when the
 * words have placeholders. A plain English text that is a catalog text gets its
 * code all the same (the error handler looks it up: docs/decisions/0023).
 */
export type FailureText = string | Said;

export class ApiFailure extends Error {
  readonly msg: string;
  /** The catalog code of msg and its placeholders' values, for the client to say it in the player's language. */
  readonly said: Said | undefined;

  constructor(readonly statusCode: number, text: FailureText, readonly extra: Record<string, unknown> = {}) {
    const msg = typeof text === 'string' ? text : text.msg;
    super(msg);
    this.name = 'ApiFailure';
    this.msg = msg;
    this.said = typeof text === 'string' ? undefined : text;
  }
}

export const badRequest = (msg: FailureText, extra?: Record<string, unknown>) => new ApiFailure(400, msg, extra);
export const unauthorized = (msg: FailureText = 'Please log in again.') => new ApiFailure(401, msg);
export const forbidden = (msg: FailureText = 'Not allowed.') => new ApiFailure(403, msg);
export const notFound = (msg: FailureText) => new ApiFailure(404, msg);
export const conflict = (msg: FailureText, extra?: Record<string, unknown>) => new ApiFailure(409, msg, extra);
export const tooMany = (msg: FailureText) => new ApiFailure(429, msg);

/** An invariant that only a bug can break. Throws a plain Error (a 500), never an ApiFailure. */
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Assertion failed: ${message}`);
}
