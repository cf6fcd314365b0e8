/** The response contract (responses.ts): every JSON route has a schema, and a reply is what its schema says or a 500. */
import Fastify from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiEnvelope } from '@matka/shared';
import { availableBackends, startApi, type TestApi } from '../test/harness.js';
import { installErrorHandler } from './errorHandler.js';
import { installResponseSchemas, replies, routesWithoutSchema } from './responses.js';

describe('the response contract', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi((await availableBackends())[0]!);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('gives every JSON route a response schema', () => {
    expect(routesWithoutSchema(api.app)).toEqual([]);
  });
});

describe('a reply that drifts from its schema', () => {
  async function appReplying(body: unknown) {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    installResponseSchemas(app);
    app.post('/api/x.php', { schema: replies(apiEnvelope.extend({ balance: z.number() })) }, async () => body);
    app.post('/api/bare.php', async () => ({ success: '1' }));
    await app.ready();
    return app;
  }

  it('sends only the fields the schema names', async () => {
    const app = await appReplying({ success: '1', msg: 'ok', balance: 10, password_hash: 'secret' });
    const reply = await app.inject({ method: 'POST', url: '/api/x.php' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ success: '1', msg: 'ok', balance: 10 });
    expect(routesWithoutSchema(app)).toEqual(['POST /api/bare.php']);
  });

  it('is a 500 that says nothing of the reply', async () => {
    const app = await appReplying({ success: '1', msg: 'ok', balance: '10 points' });
    const reply = await app.inject({ method: 'POST', url: '/api/x.php' });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toMatchObject({ success: '0', msg: 'Something went wrong on our side. Please try again.' });
    expect(reply.body).not.toContain('10 points');
    expect(reply.body).not.toContain('balance');
  });
});
