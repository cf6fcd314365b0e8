/**
 * Request schemas built from the operator's limits (docs/decisions/0007),
 * which live in the database and change at run time. Each request reads the
 * current limits; the schema is rebuilt only when they differ from the last
 * ones seen, so a change applies to the very next request at no cost to the
 * others.
 */
import type { z } from 'zod';
import type { BidLimits, FundLimits } from '@matka/shared';
import type { AppContext } from '../context.js';
import { currentLimits } from '../features/settings/playerSettings.js';

export type Limits = FundLimits & BidLimits;

export function schemaForLimits<Schema extends z.ZodType>(ctx: AppContext, build: (limits: Limits) => Schema): () => Promise<Schema> {
  let last: { key: string; schema: Schema } | null = null;
  return async () => {
    const limits = await currentLimits(ctx);
    const key = JSON.stringify(limits);
    if (last?.key !== key) last = { key, schema: build(limits) };
    return last.schema;
  };
}
