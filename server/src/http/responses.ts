/**
 * Every reply goes out through its route's response schema (shared/src/schemas):
 * the schema parses the object (so only the fields it names leave the server)
 * and the result is JSON. A reply that does not match is a programmer error:
 * the parse throws, the error handler logs it and answers the plain 500 —
 * nothing of the reply or the error reaches the client, and a test sees the
 * drift at once.
 *
 * A route sends a prebuilt string (a cached payload) past the serializer:
 * whoever builds that string parses it with the same schema when building it.
 *
 * Every route declares its schemas (`replies(...)` below); the routes that
 * do not are listed by `routesWithoutSchema`, which contract.test.ts holds to
 * the known list, so a new call cannot skip the contract. Routes that answer
 * with a page, a file or an image say so with `config.reply: 'raw'`.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { failureResponse } from '@matka/shared';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers with a page, a file or an image, not JSON: no response schema (see responses.ts). */
    reply?: 'raw';
  }
}

/** A route's response schemas: its success shape (by status where more than one), and the one failure shape. */
export function replies(success: z.ZodType | Record<number, z.ZodType>): { response: Record<string, z.ZodType> } {
  const byStatus = success instanceof Object && 'safeParse' in success ? { 200: success as z.ZodType } : success;
  return { response: { ...byStatus, '4xx': failureResponse, '5xx': failureResponse } };
}

function isZod(schema: unknown): schema is z.ZodType {
  return typeof schema === 'object' && schema !== null && typeof (schema as z.ZodType).parse === 'function';
}

/** A JSON route without a response schema. */
export function missingResponseSchema(route: Pick<RouteOptions, 'url' | 'schema' | 'config'>): boolean {
  // The shell's files (@fastify/static) are not API calls; every JSON route is under /api/ but the remotes manifest.
  const json = route.url.startsWith('/api/') || route.url === '/remotes.json';
  if (!json || (route.config as { reply?: string } | undefined)?.reply === 'raw') return false;
  const response = route.schema?.response as Record<string, unknown> | undefined;
  return !response || !Object.values(response).some(isZod);
}

const unschemed = new WeakMap<FastifyInstance, string[]>();

/** 'METHOD url' of every route registered without a response schema. */
export function routesWithoutSchema(app: FastifyInstance): string[] {
  return [...(unschemed.get(app) ?? [])];
}

export function installResponseSchemas(app: FastifyInstance): void {
  const missing: string[] = [];
  unschemed.set(app, missing);
  app.setSerializerCompiler(({ schema }) => {
    if (!isZod(schema)) return (data) => JSON.stringify(data);
    return (data) => JSON.stringify(schema.parse(data));
  });
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD' && missingResponseSchema(route)) missing.push(`${String(route.method)} ${route.url}`);
  });
}
