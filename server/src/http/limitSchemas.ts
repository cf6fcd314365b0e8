/**
 * Request schemas built from the operator's limits (docs/decisions/0007),
 * which live in the database and change at run time. Each request takes the
 * current limits (from memory, forgotten when an edit commits:
 * features/settings/limitsCache.ts); the schema is rebuilt only when they
 * differ from the last ones seen, so a change applies to the next request
 * after it is heard at no cost to the others.
 */
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import type { Limits } from '../features/settings/limitsCache.js';
import { currentLimits } from '../features/settings/playerSettings.js';

export function schemaForLimits<Schema extends z.ZodType>(ctx: AppContext, build: (limits: Limits) => Schema): () => Promise<Schema> {
  let last: { key: string; schema: Schema } | null = null;
  return async () => {
    const limits = await currentLimits(ctx);
    const key = JSON.stringify(limits);
    if (last?.key !== key) last = { key, schema: build(limits) };
    return last.schema;
  };
}
