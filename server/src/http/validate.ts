/**
 * Parses a request part with a shared zod schema (shared/src/schemas): the
 * first problem becomes a 400 carrying that field's message, so bad input
 * never reaches a service and never becomes a 500.
 */
import type { z } from 'zod';
import { badRequest } from '../errors.js';

export function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badRequest(issue?.message && !issue.message.startsWith('Invalid input') ? issue.message : `${issue?.path.join('.') || 'The request'} is not valid.`);
}
