/**
 * Requests are read with the shared zod schemas (shared/src/schemas): the
 * first problem becomes a 400 carrying that field's message, so bad input
 * never reaches a service and never becomes a 500.
 *
 * A route declares its schemas (`schema: { body, querystring, params }`) and
 * its handler receives the parsed, typed values (docs/decisions/0014). A few
 * handlers still call `parse()` themselves, where the schema depends on the
 * operator's limits or the moment matters (docs/decisions/0008).
 */
import type {
  FastifyBaseLogger, FastifyInstance, FastifySchemaCompiler, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest, type ApiFailure } from '../errors.js';

/** The app as the route groups see it: a route's declared zod schemas type its request and its reply. */
export type Routes = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** The 400 of the first problem: the field's own message, or "<field> is not valid." where zod has only its generic words. */
function refusal(error: z.ZodError): ApiFailure {
  const issue = error.issues[0];
  return badRequest(issue?.message && !issue.message.startsWith('Invalid input') ? issue.message : `${issue?.path.join('.') || 'The request'} is not valid.`);
}

export function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw refusal(result.error);
}

/**
 * Fastify validates a declared body, query or params with this, after the
 * preValidation hooks (the session, the caller's own number, "may play"), so
 * those refusals still come first. A missing body reads as `{}`: each field
 * then says what is missing, as `parse()` does.
 */
const zodValidator: FastifySchemaCompiler<z.ZodType> = ({ schema }) => (data) => {
  const result = schema.safeParse(data ?? {});
  return result.success ? { value: result.data } : { error: refusal(result.error) };
};

export function installRequestSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(zodValidator);
}
