/** A full PostgreSQL is "busy, try again" (503 + Retry-After), not a 500. */
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { availableBackends, POSTGRES_URL } from '../test/harness.js';
import { DATABASE_BUSY_MSG } from './databaseBusy.js';
import { installErrorHandler } from './errorHandler.js';

const backends = await availableBackends();

describe.runIf(backends.includes('postgres'))('a database with no free connection slot', () => {
  // A role allowed no connections gets exactly the server's "too many connections" (53300) on connect.
  const role = `busy_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  const pool = new pg.Pool({ connectionString: POSTGRES_URL.replace('://postgres@', `://${role}@`), max: 1 });

  afterAll(async () => {
    await pool.end();
    await admin.query(`DROP ROLE IF EXISTS ${role}`);
    await admin.end();
  });

  it('answers 503 with Retry-After and a message to try again', async () => {
    await admin.connect();
    await admin.query(`DROP ROLE IF EXISTS ${role}`);
    await admin.query(`CREATE ROLE ${role} LOGIN CONNECTION LIMIT 0`);
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    app.get('/api/x', async () => (await pool.query('SELECT 1 AS one')).rows[0]);
    await app.ready();

    const reply = await app.inject({ method: 'GET', url: '/api/x' });
    expect(reply.statusCode).toBe(503);
    expect(reply.headers['retry-after']).toBe('5');
    expect(reply.json()).toMatchObject({ success: '0', msg: DATABASE_BUSY_MSG });
    await app.close();
  });
});

describe('any other unexpected error', () => {
  it('is still a 500 that says nothing of it', async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    app.get('/api/x', async () => {
      throw Object.assign(new Error('relation "secret_table" does not exist'), { code: '42P01' });
    });
    const reply = await app.inject({ method: 'GET', url: '/api/x' });
    expect(reply.statusCode).toBe(500);
    expect(reply.body).not.toContain('secret_table');
  });
});
