/**
 * The connection caps of one API process (docs/SECURITY.md row 7): at most
 * MAX_CONNECTIONS open connections, and at most MAX_CONNECTIONS_PER_ADDRESS
 * from one address (an IPv6 /64, addressKey.ts), so one address cannot take
 * the connections every player shares. One over either is reset on the
 * 'connection' event, before the HTTP parser reads a byte: it costs the
 * server an accept and a close. Addresses TRUST_PROXY names are exempt from
 * the per-address cap (trustedProxies.ts), not from the total.
 *
 * Counted here rather than with Node's `server.maxConnections`: in a cluster
 * worker (API_PROCESSES > 1) that makes the worker refuse the hand-off, and
 * the primary offers the connection again and again, never closing it
 * (node's internal/cluster/round_robin_handle.js) — a player waits instead of
 * being refused and the primary spins. The counts are per process: the
 * primary hands connections round whatever their address, so with N
 * processes one address holds at most N × the cap, out of N × MAX_CONNECTIONS.
 */
import type { Server } from 'node:http';
import type { BlockList, Socket } from 'node:net';
import { addressKey } from './addressKey.js';
import { isTrustedProxy } from './trustedProxies.js';

export interface ConnectionCaps {
  total: number;
  perAddress: number;
  exempt: BlockList | null;
}

/** Closed as Node closes one past `maxConnections`; the client sees its connection end before any answer. */
function refuse(socket: Socket): void {
  socket.on('error', () => undefined);
  socket.destroy();
}

/** How to take a counted connection out of the caps, per socket. */
const releases = new WeakMap<Socket, () => void>();

/**
 * Stops counting a connection against the caps: a live stream, which has passed the session check and is
 * counted by the live hub's own limits (features/live/hub.ts) for as long as it stays open.
 */
export function releaseFromConnectionCaps(socket: Socket): void {
  releases.get(socket)?.();
}

export function capConnections(server: Server, caps: ConnectionCaps): void {
  let total = 0;
  const perAddress = new Map<string, number>();
  // Prepended: runs before Node's own HTTP listener, so a refused socket never gets a parser fed.
  server.prependListener('connection', (socket: Socket) => {
    const remote = socket.remoteAddress;
    // No address: the client already reset it; Node's listener cleans it up.
    if (remote === undefined) return;
    if (total >= caps.total) return refuse(socket);
    const key = isTrustedProxy(caps.exempt, remote) ? null : addressKey(remote);
    const fromAddress = key === null ? 0 : (perAddress.get(key) ?? 0);
    if (key !== null && fromAddress >= caps.perAddress) return refuse(socket);
    total++;
    if (key !== null) perAddress.set(key, fromAddress + 1);
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      total--;
      if (key === null) return;
      const left = (perAddress.get(key) ?? 1) - 1;
      if (left > 0) perAddress.set(key, left);
      else perAddress.delete(key);
    };
    releases.set(socket, release);
    socket.once('close', release);
  });
}
