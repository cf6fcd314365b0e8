#!/usr/bin/env node
/**
 * The players of the node-kill test (bench/nodeKill.mjs), in a process of
 * their own: each player is one keep-alive connection to the balancer and a
 * closed loop, as a phone is. Every bid has a fresh transaction_id; when the
 * answer is lost (a socket error) or says the service failed (502, 503, 504),
 * the player sends the same bid again with the same transaction_id, as the
 * app does, up to RETRIES times. Writes every bid as one JSON array to the
 * job's `out` file: who, the transaction id, when it was sent and answered
 * (wall-clock ms), the attempts, the outcome ('placed', 'refused' with the
 * message, or 'failed' after every retry), the node that answered, how
 * often HAProxy resent it (`x-retries`), and each failed attempt's reason.
 *
 * Job (argv[2], JSON): { origin, market, players: [{ phone, token }], durationMs, out, markets? }; `markets`,
 * when given, names each player's market (by index), and each bid's record carries it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { Pool } from 'undici';

const RETRIES = 8;
const RETRY_AFTER_MS = 250;
const job = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const run = randomBytes(3).toString('hex');
const pool = new Pool(job.origin, { connections: job.players.length, pipelining: 1, keepAliveTimeout: 30_000, headersTimeout: 30_000, bodyTimeout: 30_000 });
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const bids = [];
const stopAt = Date.now() + job.durationMs;

let proxyRetries = 0;

async function attempt(player, body) {
  try {
    const response = await pool.request({
      method: 'POST', path: '/api/set_bid_new.php', body,
      headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/x-www-form-urlencoded' },
    });
    const text = await response.body.text();
    const node = response.headers['x-served-by'] ?? null;
    // HAProxy's own resends of this attempt (scripts/lib/topology.mjs): the player never saw them, but waited for them.
    proxyRetries += Number(response.headers['x-retries'] ?? 0);
    // The reason names who answered: HAProxy's own pages are HTML, the API's are JSON.
    if ([502, 503, 504].includes(response.statusCode)) return { retry: `${response.statusCode} ${text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 60)}`, node };
    let reply;
    try {
      reply = JSON.parse(text);
    } catch {
      return { retry: `${response.statusCode} not JSON`, node };
    }
    if (response.statusCode === 200 && reply.success === '1') return { outcome: 'placed', node, balance: reply.balance ?? null };
    return { outcome: 'refused', node, message: `${response.statusCode} ${reply.msg ?? ''}` };
  } catch (error) {
    return { retry: error.code ?? error.message, node: null };
  }
}

await Promise.all(job.players.map(async (player, index) => {
  let sequence = 0;
  while (Date.now() < stopAt) {
    const transactionId = `k${run}-${index}-${sequence++}`;
    const market = job.markets?.[index] ?? job.market;
    const bid = {
      phone_number: player.phone, game_name: market, game_type: 'single_digit', session: 'Close',
      open_pana: 'NA', open_digit: 'NA', close_pana: 'NA', close_digit: String(sequence % 10), points_action: 10, transaction_id: transactionId,
    };
    const body = new URLSearchParams({ bids: JSON.stringify([bid]) }).toString();
    const record = { player: index, market, tx: transactionId, sent: Date.now(), done: 0, attempts: 0, outcome: 'failed', node: null, errors: [] };
    for (let tries = 0; tries < RETRIES; tries++) {
      record.attempts++;
      const before = proxyRetries;
      const result = await attempt(player, body);
      record.proxyRetries = (record.proxyRetries ?? 0) + proxyRetries - before;
      record.node = result.node;
      if (result.outcome) {
        record.outcome = result.outcome;
        if (result.message) record.message = result.message;
        break;
      }
      record.errors.push({ at: Date.now(), why: result.retry });
      await sleep(RETRY_AFTER_MS);
    }
    record.done = Date.now();
    bids.push(record);
  }
}));
await pool.close();
writeFileSync(job.out, JSON.stringify(bids));
