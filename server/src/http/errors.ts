/**
 * Failures a handler raises on purpose. Each becomes a 4xx with the
 * `{ success: '0', msg }` body every client reads; anything else is a bug
 * and a 500 (logged with the request id, never shown to the player).
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
