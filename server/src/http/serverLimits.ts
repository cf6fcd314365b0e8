/**
 * Timeouts and connection caps for the API's HTTP server (docs/SECURITY.md
 * row 7): without them, 2,000 connections trickling headers were never
 * closed and starved /api/health, and 850 trickling bodies from one address
 * held every connection for 60 s. Node checks the header and request
 * timeouts on a timer (`connectionsCheckingInterval`, 30 s by default): it
 * runs often enough here that a slow client is closed close to its
 * deadline. On top of Node's: caps on connections, in all and per address
 * (connectionCaps.ts), and a minimum body rate (bodyRate.ts). Every value
 * comes from configuration (docs/API.md "Configuration").
 */
import type { ServerOptions } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { enforceBodyRate } from './bodyRate.js';
import { capConnections } from './connectionCaps.js';
import { trustedProxies } from './trustedProxies.js';

export type ServerLimitConfig = Pick<Config, 'HEADERS_TIMEOUT_MS' | 'REQUEST_TIMEOUT_MS' | 'KEEP_ALIVE_TIMEOUT_MS' | 'CONNECTION_TIMEOUT_MS'
  | 'MAX_CONNECTIONS' | 'MAX_CONNECTIONS_PER_ADDRESS' | 'BODY_TIMEOUT_MS' | 'BODY_MIN_BYTES_PER_SECOND' | 'TRUST_PROXY'>;

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

/**
 * Past either cap (all connections, one address's) a new connection is closed
 * at once instead of holding a descriptor; a body slower than the floor is
 * closed with a 408.
 */
export function limitSlowClients(app: FastifyInstance, config: ServerLimitConfig): void {
  capConnections(app.server, { total: config.MAX_CONNECTIONS, perAddress: config.MAX_CONNECTIONS_PER_ADDRESS, exempt: trustedProxies(config.TRUST_PROXY) });
  const stopBodyWatch = enforceBodyRate(app.server, { timeoutMs: config.BODY_TIMEOUT_MS, minBytesPerSecond: config.BODY_MIN_BYTES_PER_SECOND }, app.log);
  app.addHook('onClose', async () => stopBodyWatch());
}
