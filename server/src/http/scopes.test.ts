/**
 * Authentication is on by default: a route added to a scope without saying
 * anything needs a session, and an operator route that names no grant stops
 * the app from starting.
 */
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../context.js';
import { installErrorHandler } from './errorHandler.js';
import { operatorScope, playerScope, type RouteGroup } from './scopes.js';

/** No session exists in this database. */
const ctx = {
  db: { pool: { query: async () => ({ rows: [] }) } },
  clock: { now: () => new Date('2026-11-23T10:00:00+05:30') },
} as unknown as AppContext;

async function appWith(scope: typeof playerScope, group: RouteGroup) {
  const app = Fastify({ logger: false });
  await app.register(cookie);
  installErrorHandler(app);
  await app.register(scope(ctx, [group]));
  return app;
}

describe('route scopes', () => {
  it('asks for a player session on a route that says nothing, and not on one marked public', async () => {
    const app = await appWith(playerScope, (api) => {
      api.post('/api/new_call.php', async () => ({ success: '1' }));
      api.post('/api/open_call.php', { config: { public: true } }, async () => ({ success: '1' }));
    });
    const guarded = await app.inject({ method: 'POST', url: '/api/new_call.php', payload: {} });
    expect(guarded.statusCode).toBe(401);
    expect(guarded.json()).toMatchObject({ success: '0', msg: 'Your session has ended. Please log in again.' });
    const open = await app.inject({ method: 'POST', url: '/api/open_call.php', payload: {} });
    expect(open.statusCode).toBe(200);
    await app.close();
  });

  it('asks for an operator session on a route with a grant', async () => {
    const app = await appWith(operatorScope, (api) => {
      api.get('/api/admin/thing', { config: { grant: 'funds' } }, async () => ({ success: '1' }));
    });
    const reply = await app.inject({ method: 'GET', url: '/api/admin/thing' });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().msg).toBe('Operator login required.');
    await app.close();
  });

  it('refuses to start with an operator route that names no grant', async () => {
    await expect(appWith(operatorScope, (api) => {
      api.get('/api/admin/forgotten', async () => ({ success: '1' }));
    })).rejects.toThrow(/names no grant/);
  });
});
