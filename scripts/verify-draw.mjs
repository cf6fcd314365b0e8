#!/usr/bin/env node
/**
 * Checks verifiable draws (docs/SETTLEMENT.md "Verifiable draws") with the
 * same code the server draws with and the chart page's Verify button runs
 * (shared/src/domain/draw.ts; build it first with `npm run build`).
 *
 *   node scripts/verify-draw.mjs --seed <64 hex> --commitment <64 hex> --pana 128
 *       one draw, from values copied off the chart page;
 *   node scripts/verify-draw.mjs http://localhost:8080 "KALYAN"
 *       every revealed draw of a market: the seed matches its commitment,
 *       draws the pana shown, and that pana is the standing declaration in
 *       the market's public result history.
 *
 * Prints one line per draw and exits 1 if any check fails.
 */
import { parseArgs } from 'node:util';
import { verifyDraw } from '../shared/dist/index.js';

function line(label, check, declared) {
  const problems = [];
  if (!check.commitmentMatches) problems.push('SHA-256(seed) is not the commitment');
  if (check.drawnPana === null) problems.push('the seed is not 64 hex digits');
  else if (!check.panaMatches) problems.push(`the seed draws ${check.drawnPana}`);
  if (declared === false) problems.push('not the standing declaration');
  const ok = problems.length === 0;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${label}${ok ? '' : `: ${problems.join('; ')}`}`);
  return ok;
}

async function post(baseUrl, script, body) {
  const response = await fetch(new URL(`/api/${script}`, baseUrl), {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-matka-client': '1' }, body: JSON.stringify(body),
  });
  const json = await response.json();
  if (json.success !== '1') throw new Error(`${script}: ${json.msg ?? response.status}`);
  return json.data;
}

async function verifyMarket(baseUrl, market) {
  const { draws } = await post(baseUrl, 'get_draws.php', { game_name: market });
  const { declarations } = await post(baseUrl, 'result_history.php', { game_name: market });
  const standing = new Map(declarations.filter((entry) => !entry.reverted_at).map((entry) => [`${entry.business_date} ${entry.session}`, entry]));
  let ok = true;
  let revealed = 0;
  for (const draw of draws) {
    const label = `${market} ${draw.business_date} ${draw.session}`;
    if (draw.seed === null) {
      console.log(`     ${label}: committed ${draw.commitment}, not drawn yet`);
      continue;
    }
    revealed += 1;
    const declared = standing.get(`${draw.business_date} ${draw.session}`);
    const check = await verifyDraw({ seed: draw.seed, commitment: draw.commitment, pana: draw.pana });
    ok = line(`${label} pana ${draw.pana}`, check, declared ? declared.pana === draw.pana && declared.source === 'draw' : false) && ok;
  }
  if (draws.length === 0) console.log(`${market} has no draws.`);
  else console.log(`${revealed} revealed draw(s) checked.`);
  return ok;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { seed: { type: 'string' }, commitment: { type: 'string' }, pana: { type: 'string' } },
});

let ok;
if (values.seed && values.commitment && values.pana) {
  ok = line(`pana ${values.pana}`, await verifyDraw({ seed: values.seed, commitment: values.commitment, pana: values.pana }));
} else if (positionals.length === 2) {
  ok = await verifyMarket(positionals[0], positionals[1]);
} else {
  console.error('usage: node scripts/verify-draw.mjs --seed <hex> --commitment <hex> --pana <pana>\n       node scripts/verify-draw.mjs <api base URL> <market name>');
  process.exit(2);
}
process.exit(ok ? 0 : 1);
