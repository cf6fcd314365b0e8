/**
 * Where the product's code lives, in one place: the remotes' script URLs the
 * shell reads from /remotes.json, and the origins allowed to make
 * state-changing calls (csrf.ts) and to serve scripts (headers.ts).
 *
 * In production every remote URL comes from configuration (config.ts refuses
 * to start without them); only local runs derive one from the request's
 * Host, as `npm start` serves each remote on its own port of the same host.
 */
import type { FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type RemoteManifest, type RemoteName } from '@matka/shared';
import type { Config } from '../../config.js';

type RemoteConfig = Pick<Config, `REMOTE_${Uppercase<RemoteName>}_URL` | `REMOTE_${Uppercase<RemoteName>}_PORT`>;
type Where = Pick<FastifyRequest, 'protocol' | 'hostname'>;

function remoteUrl(config: RemoteConfig, name: RemoteName, where: Where): string {
  const key = name.toUpperCase() as Uppercase<RemoteName>;
  return config[`REMOTE_${key}_URL`] ?? `${where.protocol}://${where.hostname}:${config[`REMOTE_${key}_PORT`]}/assets/remoteEntry.js`;
}

export function remoteManifest(config: RemoteConfig, where: Where): RemoteManifest {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, { url: remoteUrl(config, name, where) }])) as RemoteManifest;
}

const originsOf = (manifest: RemoteManifest): readonly string[] =>
  Object.freeze([...new Set(Object.values(manifest).map((remote) => new URL(remote.url).origin))]);

// Every request asks (the CSP header, the CSRF guard): when configuration names every remote — always in
// production — the answer does not depend on the request, so it is worked out once per configuration.
const configuredOrigins = new WeakMap<RemoteConfig, readonly string[] | null>();
function originsFromConfig(config: RemoteConfig): readonly string[] | null {
  let origins = configuredOrigins.get(config);
  if (origins === undefined) {
    const everyUrlSet = REMOTE_NAMES.every((name) => config[`REMOTE_${name.toUpperCase() as Uppercase<RemoteName>}_URL`]);
    origins = everyUrlSet ? originsOf(remoteManifest(config, { protocol: 'http', hostname: 'unused' })) : null;
    configuredOrigins.set(config, origins);
  }
  return origins;
}

/** The remotes' origins (`scheme://host[:port]`), as browsers write them in `Origin`. */
export function remoteOrigins(config: RemoteConfig, where: Where): readonly string[] {
  return originsFromConfig(config) ?? originsOf(remoteManifest(config, where));
}

/** `host[:port]` without the scheme's default port, lower case: how a Host header and an origin are compared. */
export function normalHost(host: string): string {
  return host.toLowerCase().replace(/:(80|443)$/, '');
}

/** True when `origin` is this server itself, as the request reached it (the shell's origin). */
export function isOwnOrigin(origin: string, request: Pick<FastifyRequest, 'host'>): boolean {
  try {
    return normalHost(new URL(origin).host) === normalHost(request.host);
  } catch {
    return false;
  }
}

/** The origins a browser page may call the API from: the shell's, the remotes', and ALLOWED_ORIGINS. */
export function isAllowedOrigin(origin: string, request: FastifyRequest, config: RemoteConfig & Pick<Config, 'ALLOWED_ORIGINS'>): boolean {
  if (isOwnOrigin(origin, request)) return true;
  return config.ALLOWED_ORIGINS.includes(origin) || remoteOrigins(config, request).includes(origin);
}
