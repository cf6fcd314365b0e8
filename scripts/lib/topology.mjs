/**
 * The deployed shape on one machine, from real components (docs/SCALING.md):
 * HAProxy in front of N API nodes (separate processes of the built server,
 * each on its own port, standing in for machines), PgBouncer in transaction
 * mode in front of PostgreSQL, each node's LISTEN going to PostgreSQL
 * directly, and Redis for the rate-limit counters. Used by
 * `npm run topology` (scripts/topology.mjs) and the node-kill test
 * (bench/nodeKill.mjs). Every port is in 19000–19099; every file is written
 * in a temporary directory removed on stop.
 *
 * Ports from `base` (default 19000): HAProxy `base`, its stats page
 * `base + 1`, PgBouncer `base + 2`, remotes `base + 3…+7` (npm run topology
 * only), nodes `base + 10 + i`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
export const HAPROXY = '/usr/sbin/haproxy';
export const PGBOUNCER = '/usr/sbin/pgbouncer';
/** The address HAProxy connects to the nodes from: the one peer the nodes trust (TRUST_PROXY); clients come from elsewhere. */
export const PROXY_SOURCE = '127.0.0.2';

/** Installs Debian's haproxy and pgbouncer when either is missing (needs root, or sudo). */
export function ensurePackages(log = console.log) {
  if (existsSync(HAPROXY) && existsSync(PGBOUNCER)) return;
  log('installing haproxy and pgbouncer (apt-get)');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  for (const args of [['apt-get', 'update'], ['apt-get', 'install', '-y', 'haproxy', 'pgbouncer']]) {
    const [command, ...rest] = [...sudo, ...args];
    const result = spawnSync(command, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed (${result.status})`);
  }
}

/**
 * HAProxy's configuration. What each part is for:
 * - `option http-buffer-request`: a request reaches a node only once its body is here, so a slow phone ties up
 *   the balancer's buffer, not a node's connection; `timeout http-request` closes one that is too slow (headers and
 *   body), `timeout client` one that goes quiet.
 * - per-address connection cap at the front (the nodes see only the balancer's address, which TRUST_PROXY exempts
 *   from their own per-address caps): a stick table of current connections per source.
 * - health checks of `/api/health` every second (fall 2, rise 2): a draining node (503) or a dead one leaves
 *   rotation within about 2 s; `retries` + `option redispatch` send a refused connection to another node.
 * - `retry-on conn-failure empty-response`: a request whose node died before answering is sent again elsewhere —
 *   only the bid route (its transaction_id makes a replay answer the first outcome, placed once) and GETs; every
 *   other call is retried only when it never reached a node.
 * - the live stream (`/api/live`, `/api/admin/live`) has a backend of its own tracking the same checks, with no
 *   connection limit per node (a stream holds its connection) and an hour of server silence allowed (the API
 *   sends a heartbeat every LIVE_HEARTBEAT_SECONDS); HAProxy does not buffer responses, so events pass at once.
 */
export function haproxyConfig({ bind, statsBind, nodes, source = null, resolver = null, perAddress = 256, nodeMaxconn = 128 }) {
  const from = source ? ` source ${source}` : '';
  // Nodes named by DNS (compose service names): found again when they restart, and a node down at start is not fatal.
  const dns = resolver ? ' resolvers dns init-addr last,libc,none' : '';
  const resolvers = resolver ? `\nresolvers dns\n  nameserver dns ${resolver}\n  hold valid 10s\n` : '';
  const servers = (backend) => nodes.map((node) => backend === 'api'
    ? `  server ${node.name} ${node.address} check${from} maxconn ${nodeMaxconn}`
    : `  server ${node.name} ${node.address} track api/${node.name}${from}`);
  return `global
  maxconn 8000
${resolvers}
defaults
  mode http
  option http-buffer-request
  option redispatch 1
  retries 3
  retry-on conn-failure empty-response
  # Nodes sit in the same network: a connection takes well under a millisecond, and HAProxy waits
  # min(timeout connect, 1 s) before retrying a refused one, so a short one keeps a dead node's cost low.
  timeout connect 300ms
  timeout http-request 10s
  timeout http-keep-alive 5s
  timeout client 60s
  timeout client-fin 5s
  timeout server 30s
  timeout queue 10s
  # The health route reads the database through the node's pool: in a rush it waits behind the bids. A check
  # cut at 1 s (inter's default) took the last live node out when the other died; a dead node is caught by
  # observe layer4 below, a draining one answers 503 at once.
  timeout check 5s
  # A node whose connections fail 5 times in a row is out at once (observe layer4), not only after two failed
  # checks: a dead node fails hundreds a second; one stray error on a live node must not take it out too.
  default-server inter 1s fastinter 500ms downinter 1s fall 2 rise 2 observe layer4 error-limit 5 on-error mark-down${dns}

frontend www
  bind ${bind}
  maxconn 8000
  stick-table type ip size 100k expire 60s store conn_cur
  tcp-request connection track-sc0 src
  tcp-request connection reject if { sc0_conn_cur gt ${perAddress} }
  # The client's address is the one this proxy saw; a client-written X-Forwarded-For is dropped.
  http-request del-header x-forwarded-for
  option forwardfor
  http-request disable-l7-retry unless METH_GET || { path /api/set_bid_new.php }
  # Which node answered: for the node-kill test and for an operator reading a response.
  http-response set-header x-served-by %s
  # How many times HAProxy sent the request again (a node refused or died): the node-kill test tells affected players by it.
  http-response set-header x-retries %rc
  use_backend live if { path /api/live /api/admin/live }
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
${servers('api').join('\n')}

backend live
  balance leastconn
  timeout server 1h
${servers('live').join('\n')}

listen stats
  bind ${statsBind}
  stats enable
  stats uri /
  stats refresh 5s
`;
}

/** PgBouncer in transaction mode: `poolSize` server connections per database, any number of API clients. */
export function pgbouncerConfig({ port, dir, postgres, poolSize = 20 }) {
  const pg = new URL(postgres);
  return `[databases]
* = host=${pg.hostname} port=${pg.port || 5432}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${join(dir, 'userlist.txt')}
pool_mode = transaction
default_pool_size = ${poolSize}
max_client_conn = 2000
ignore_startup_parameters = extra_float_digits
`;
}

function urlWith(base, { port, database, host }) {
  const url = new URL(base);
  if (host) url.hostname = host;
  if (port) url.port = String(port);
  if (database) url.pathname = `/${database}`;
  return url.toString();
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function healthy(url, limitMs, child) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) return false;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      await response.arrayBuffer();
      if (response.ok) return true;
    } catch {
      // not yet
    }
    await sleep(150);
  }
  return false;
}

/** A child process whose last output is kept for the error message if it stops. */
function started(command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  const keep = (chunk) => (tail = (tail + chunk).slice(-4_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, tail: () => tail };
}

function stopChild(child, signal = 'SIGTERM', forceMs = 20_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), forceMs);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill(signal);
  });
}

/** True when a Redis at `url` answers PING within a second (the shape's shared counters, docs/SCALING.md). */
export function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const finish = (ok) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(1_000, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk) => finish(chunk.toString().startsWith('+PONG')));
  });
}

/**
 * Starts PgBouncer, `nodes` API nodes (the first alone: it runs the migrations) and HAProxy.
 * `postgres`: a direct URL of the database the nodes use (it must exist). `env`: more settings for every node.
 * Returns the balancer's URL, the nodes (kill, stop, start each), the stats page, and stop().
 */
export async function startTopology({ postgres, nodes: count = 2, base = 19000, env = {}, poolSize = 20, nodePoolSize = 20, remotes = false, log = () => undefined }) {
  if (base < 19000 || base + 10 + count > 19099) throw new Error('ports must stay within 19000–19099');
  ensurePackages(log);
  const dir = mkdtempSync(join(tmpdir(), 'matka-topology-'));
  // PgBouncer runs as the postgres user when we are root (it refuses root): it must read its files.
  chmodSync(dir, 0o755);
  const children = [];
  const ports = { balancer: base, stats: base + 1, pgbouncer: base + 2 };
  const stop = async () => {
    for (const child of children.reverse()) await stopChild(child, 'SIGTERM', 5_000).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    writeFileSync(join(dir, 'userlist.txt'), `"${new URL(postgres).username || 'postgres'}" ""\n`);
    writeFileSync(join(dir, 'pgbouncer.ini'), pgbouncerConfig({ port: ports.pgbouncer, dir, postgres, poolSize }));
    const asPostgres = process.getuid?.() === 0 ? ['-u', 'postgres'] : [];
    const bouncer = started(PGBOUNCER, [...asPostgres, join(dir, 'pgbouncer.ini')], {});
    children.push(bouncer.child);
    log(`pgbouncer (transaction mode, ${poolSize} server connections) on 127.0.0.1:${ports.pgbouncer}`);

    const remoteUrls = {};
    for (const [index, remote] of ['auth', 'games', 'wallet', 'history', 'admin'].entries()) {
      const port = base + 3 + index;
      remoteUrls[`REMOTE_${remote.toUpperCase()}_URL`] = `http://localhost:${port}/assets/remoteEntry.js`;
      if (remotes && existsSync(join(root, `mfe-${remote}/dist/assets/remoteEntry.js`))) {
        const served = started(process.execPath, ['scripts/serve-remote.mjs', '--dir', `mfe-${remote}/dist`, '--port', String(port), '--host', '127.0.0.1', '--name', remote], { cwd: root });
        children.push(served.child);
      }
    }

    const pooled = urlWith(postgres, { port: ports.pgbouncer, host: '127.0.0.1' });
    const nodeEnv = {
      NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn',
      DATABASE_URL: pooled, DATABASE_POOLER: 'pgbouncer', DATABASE_LISTEN_URL: postgres, DATABASE_POOL_SIZE: String(nodePoolSize),
      TRUST_PROXY: PROXY_SOURCE, DRAIN_SECONDS: '3',
      // Longer than HAProxy keeps an idle connection to a node, so the node never closes one HAProxy is about to reuse.
      KEEP_ALIVE_TIMEOUT_MS: '30000',
      COOKIE_SECURE: 'false', DATA_DIR: join(dir, 'data'),
      SANDBOX_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
      ...remoteUrls,
      ...env,
    };
    const nodes = Array.from({ length: count }, (_, index) => makeNode(`node${index + 1}`, base + 10 + index, nodeEnv));
    await nodes[0].start();
    await Promise.all(nodes.slice(1).map((node) => node.start()));
    log(`${count} API nodes on 127.0.0.1:${nodes[0].port}–${nodes.at(-1).port} (production mode, TRUST_PROXY=${PROXY_SOURCE})`);

    writeFileSync(join(dir, 'haproxy.cfg'), haproxyConfig({
      bind: `127.0.0.1:${ports.balancer}`, statsBind: `127.0.0.1:${ports.stats}`, source: PROXY_SOURCE,
      nodes: nodes.map((node) => ({ name: node.name, address: `127.0.0.1:${node.port}` })),
    }));
    const check = spawnSync(HAPROXY, ['-c', '-q', '-f', join(dir, 'haproxy.cfg')], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`haproxy refused its configuration: ${check.stderr || check.stdout}`);
    const proxy = started(HAPROXY, ['-db', '-f', join(dir, 'haproxy.cfg')], {});
    children.push(proxy.child);
    const url = `http://127.0.0.1:${ports.balancer}`;
    if (!(await healthy(`${url}/api/health`, 20_000, proxy.child))) throw new Error(`haproxy did not answer: ${proxy.tail()}`);
    log(`haproxy on ${url} (stats http://127.0.0.1:${ports.stats}/)`);
    return { url, dir, ports, nodes, pooled, stop, serverStates: () => serverStates(ports.stats) };
  } catch (error) {
    await stop();
    throw error;
  }

  function makeNode(name, port, environment) {
    let current = null;
    const node = {
      name,
      port,
      get pid() {
        return current?.child.pid;
      },
      get running() {
        return Boolean(current && current.child.exitCode === null && current.child.signalCode === null);
      },
      /** Starts the node and waits until its own health check answers. */
      async start() {
        current = started(process.execPath, ['server/dist/main.js'], { cwd: root, env: { ...process.env, ...environment, PORT: String(port) } });
        children.push(current.child);
        if (!(await healthy(`http://127.0.0.1:${port}/api/health`, 120_000, current.child))) {
          throw new Error(`${name} did not start: ${current.tail()}`);
        }
      },
      /** SIGTERM: the node drains (DRAIN_SECONDS), finishes what is in flight and exits. */
      stop: () => (current ? stopChild(current.child) : Promise.resolve()),
      /** SIGKILL: gone mid-request, as a crashed machine. */
      kill: () => (current ? stopChild(current.child, 'SIGKILL') : Promise.resolve()),
      logTail: () => current?.tail() ?? '',
    };
    return node;
  }
}

/** Each API node's state as HAProxy's `api` backend sees it (UP, DOWN, …), from the stats page's CSV. */
async function serverStates(statsPort) {
  const text = await (await fetch(`http://127.0.0.1:${statsPort}/;csv`)).text();
  const [header, ...lines] = text.replace(/^# /, '').trim().split('\n');
  const columns = header.split(',');
  const at = (fields, name) => fields[columns.indexOf(name)];
  return Object.fromEntries(lines.map((line) => line.split(','))
    .filter((fields) => at(fields, 'pxname') === 'api' && !['FRONTEND', 'BACKEND'].includes(at(fields, 'svname')))
    .map((fields) => [at(fields, 'svname'), at(fields, 'status')]));
}

/** deploy/haproxy.cfg: the same configuration for docker-compose.yml's network (api1, api2 on 8080). */
export function composeHaproxyConfig() {
  return `# Written by \`node scripts/lib/topology.mjs --compose\` (scripts/lib/topology.mjs haproxyConfig); do not edit by hand.\n${haproxyConfig({
    bind: ':8080', statsBind: '127.0.0.1:8404', resolver: '127.0.0.11:53',
    nodes: [{ name: 'api1', address: 'api1:8080' }, { name: 'api2', address: 'api2:8080' }],
  })}`;
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === '--compose') process.stdout.write(composeHaproxyConfig());
