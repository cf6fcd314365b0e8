/**
 * One shape for every failure: `{ success: '0', msg }` (plus `message` and
 * `data.msg`, which some screens read). Expected failures are 4xx with the
 * words of the spec; an unexpected error is logged and becomes a 500 that
 * says nothing about internals.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { MSG, saidOfEnglish, type Said } from '@matka/shared';
import { ApiFailure } from '../errors.js';
import { DATABASE_BUSY_MSG, DATABASE_BUSY_RETRY_AFTER_SECONDS, isDatabaseBusy } from './databaseBusy.js';
import './scopes.js';

/**
 * `code` (and `params`) name msg in the catalogs, so a client in another
 * language can say it in that language (docs/decisions/0023); a text no
 * catalog holds goes without, and the client shows msg.
 */
export function failureBody(msg: string, extra: Record<string, unknown> = {}, said?: Said) {
  const found = said ?? saidOfEnglish(msg);
  const coded = found ? { code: found.code, ...(found.params ? { params: found.params } : {}) } : {};
  return { success: '0', msg, message: msg, data: { msg }, ...coded, ...extra };
}

const FRIENDLY: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: MSG.depositImageInvalid,
  FST_FILES_LIMIT: 'Send one file only.',
  FST_PARTS_LIMIT: 'Too many fields.',
  FST_FIELDS_LIMIT: 'Too many fields.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send JSON, form-urlencoded or multipart data.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send multipart form data.',
};

/**
 * A success reply whose msg is a catalog text gets its code too (the
 * registration's 'Registered Successfully.', a limit's 'Your higher limit
 * applies from …'), before the reply's schema serializes it (docs/decisions/0023).
 */
export function installMessageCodes(app: FastifyInstance): void {
  app.addHook('preSerialization', async (_request, _reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const body = payload as { msg?: unknown; code?: unknown };
    if (typeof body.msg !== 'string' || body.code !== undefined) return payload;
    const found = saidOfEnglish(body.msg);
    return found ? { ...body, code: found.code, ...(found.params ? { params: found.params } : {}) } : payload;
  });
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiFailure, request, reply) => {
    if (error instanceof ApiFailure) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'server failure');
      const { failureStatus } = request.routeOptions.config;
      const extra = failureStatus ? { ...error.extra, status: failureStatus } : error.extra;
      return reply.status(error.statusCode).send(failureBody(error.msg, extra, error.said));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const code = (error as FastifyError).code;
      const msg = FRIENDLY[code] ?? (error instanceof SyntaxError || code?.startsWith('FST_ERR_CTP') ? 'The request body is not valid.' : error.message);
      // A too-large upload is bad input like any other image problem.
      return reply.status(code === 'FST_REQ_FILE_TOO_LARGE' ? 400 : status).send(failureBody(msg));
    }
    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, 'database busy');
      return reply.status(503).header('retry-after', String(DATABASE_BUSY_RETRY_AFTER_SECONDS)).send(failureBody(DATABASE_BUSY_MSG));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failureBody('Something went wrong on our side. Please try again.'));
  });
}
