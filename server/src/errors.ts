/**
 * Expected failures (operating errors), raised by services and mapped to HTTP
 * in one place (`http/errorHandler.ts`): each becomes a 4xx with the
 * `{ success: '0', msg }` body every client reads. Services import from here,
 * never from `http/`.
 *
 * Programmer errors are different: `assert` them. They become a 500 that says
 * nothing about internals and is logged with the request id.
 */
export class ApiFailure extends Error {
  constructor(readonly statusCode: number, readonly msg: string, readonly extra: Record<string, unknown> = {}) {
    super(msg);
    this.name = 'ApiFailure';
  }
}

export const badRequest = (msg: string, extra?: Record<string, unknown>) => new ApiFailure(400, msg, extra);
export const unauthorized = (msg = 'Please log in again.') => new ApiFailure(401, msg);
export const forbidden = (msg = 'Not allowed.') => new ApiFailure(403, msg);
export const notFound = (msg: string) => new ApiFailure(404, msg);
export const conflict = (msg: string, extra?: Record<string, unknown>) => new ApiFailure(409, msg, extra);
export const tooMany = (msg: string) => new ApiFailure(429, msg);

/** An invariant that only a bug can break. Throws a plain Error (a 500), never an ApiFailure. */
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Assertion failed: ${message}`);
}
