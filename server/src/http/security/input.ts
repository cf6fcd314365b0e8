/**
 * Bad input is a 4xx, never a 500 (docs/SECURITY.md "Malformed input"), at
 * the edge, for every route, before authentication reads the body:
 *
 * - multipart bodies are read here instead of by the plugin's own
 *   `attachFieldsToBody`, whose parser errors (no boundary, a truncated
 *   part, an over-long boundary) carry no status and became 500s even on
 *   routes without a session;
 * - a NUL character in any text is refused: PostgreSQL cannot store one
 *   and answered with an error the handler did not expect.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../errors.js';

export const MULTIPART_INVALID_MSG = 'The form data is not valid. Please try again.';
export const NUL_MSG = 'The text contains a character that is not allowed.';

type Fields = Record<string, string | Buffer | (string | Buffer)[]>;

/** Fields as `{ name: value }` (files as Buffers), a repeated name as an array — what every handler reads. */
async function readMultipart(request: FastifyRequest): Promise<Fields> {
  const body: Fields = Object.create(null) as Fields;
  for await (const part of request.parts()) {
    const value = part.type === 'file' ? await part.toBuffer() : typeof part.value === 'string' ? part.value : String(part.value);
    const previous = body[part.fieldname];
    body[part.fieldname] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return { ...body };
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(item, depth + 1)) return true;
  }
  return false;
}

export function installInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart()) {
      try {
        request.body = await readMultipart(request);
      } catch (error) {
        // The plugin's own limits (file too large, too many parts) carry their 4xx; the parser's errors carry none.
        const status = (error as FastifyError).statusCode;
        if (status !== undefined && status < 500) throw error;
        request.log.info({ err: error }, 'malformed multipart body');
        throw badRequest(MULTIPART_INVALID_MSG);
      }
    }
    if (containsNul(request.body) || containsNul(request.query)) throw badRequest(NUL_MSG);
  });
}
