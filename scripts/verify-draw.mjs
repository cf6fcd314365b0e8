#!/usr/bin/env node
/**
 * Checks a market's results (docs/SETTLEMENT.md "Verifiable draws" → "What
 * verified means") with the same code the server draws with and the chart
 * page runs (shared/src/domain/draw.ts and drawSessions.ts; build it first
 * with `npm run build`). The checks themselves are in lib/verifyDraws.mjs.
 *
 *   node scripts/verify-draw.mjs http://localhost:8080 "KALYAN" [--from 2026-11-01] [--to 2026-11-30]
 *       every declared session of the market in the range (default: the
 *       window the server publishes, 60 days back): PASS when its commitment
 *       was published before the session's bidding opened, its seed matches
 *       the commitment and draws the pana the market declared; FAIL, with the
 *       reason, for any other — declared by hand, no commitment, a late one —
 *       and for a session the chart or the result history shows but the
 *       server's list leaves out;
 *   node scripts/verify-draw.mjs --seed <64 hex> --commitment <64 hex> --pana 128 [--date 2026-11-24 --committed-at <ISO>]
 *       one draw, from values copied off the chart page.
 *
 * Prints one line per session and a summary naming every session not
 * verified; exits 1 if there is any, 2 on a usage error.
 */
import { parseArgs } from 'node:util';
import { OPTIONS, runVerify } from './lib/verifyDraws.mjs';

const { values, positionals } = parseArgs({ allowPositionals: true, options: OPTIONS });
process.exit(await runVerify(values, positionals));
