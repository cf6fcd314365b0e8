/**
 * Timeouts and a connection cap for the API's HTTP server (issue #9 point 7):
 * without them, 2,000 connections trickling headers were never closed and
 * starved /api/health. Node checks the header and request timeouts on a
 * timer (`connectionsCheckingInterval`, 30 s by default): it runs often
 * enough here that a slow client is closed close to its deadline.
 * Every value comes from configuration (docs/API.md "Configuration").
 */
import type { ServerOptions } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

export type ServerLimitConfig = Pick<Config, 'HEADERS_TIMEOUT_MS' | 'REQUEST_TIMEOUT_MS' | 'KEEP_ALIVE_TIMEOUT_MS' | 'CONNECTION_TIMEOUT_MS' | 'MAX_CONNECTIONS'>;

/** Fastify's own options for the server it creates. */
export function serverLimitOptions(config: ServerLimitConfig): { connectionTimeout: number; requestTimeout: number; keepAliveTimeout: number; http: ServerOptions } {
  return {
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.floor(config.HEADERS_TIMEOUT_MS / 4))),
    },
  };
}

/** Past the cap, Node closes a new connection at once instead of letting it hold a descriptor. */
export function capConnections(app: FastifyInstance, config: ServerLimitConfig): void {
  app.server.maxConnections = config.MAX_CONNECTIONS;
}
