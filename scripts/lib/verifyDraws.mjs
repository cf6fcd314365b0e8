/**
 * The core of scripts/verify-draw.mjs (docs/SETTLEMENT.md "Verifiable draws"
 * → "What verified means"), a module so that it can be tested
 * (verifyDraws.test.ts). It trusts no verdict of the server: from the public
 * facts it recomputes, for EVERY declared session in the range, whether it is
 * verified — a commitment published before the session's bidding opened
 * (00:00 IST of its business date, `biddingOpensAt`), a seed whose SHA-256 is
 * that commitment and that draws the pana the market declared — or not
 * verifiable, with the reason (declared by hand, no commitment, a late one).
 * It also checks that the server left no session out: every standing
 * declaration of result_history.php and every result of the market's chart
 * in the range must be in the list. Same code as the server and the chart
 * page (`@matka/shared`: the built shared/dist at run time, its source in
 * the test).
 */
import { biddingOpensAt, drawSessionVerdict, drawTimeText, verifyDraw } from '@matka/shared';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** POSTs a public call and returns its `data`; `fetchImpl` is the global fetch or a test's. */
export function publicApi(baseUrl, fetchImpl = globalThis.fetch) {
  return async (script, body) => {
    const response = await fetchImpl(new URL(`/api/${script}`, baseUrl), {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-matka-client': '1' }, body: JSON.stringify(body),
    });
    const json = await response.json();
    if (json.success !== '1') throw new Error(`${script}: ${json.msg ?? response.status}`);
    return json.data;
  };
}

/** What the market publishes: its sessions and commitments, its declarations (with reverts) and its chart. */
export async function fetchMarket(post, market) {
  const draws = await post('get_draws.php', { game_name: market });
  const history = await post('result_history.php', { game_name: market });
  const chart = await post('getCharts.php', { game_name: market, type: 'pana' });
  return { draws, declarations: history.declarations, chart };
}

/** '23/11/2026 to 29/11/2026' → '2026-11-23'. */
function mondayOf(week) {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(week);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

function addDays(date, days) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Every session with a pana in the chart: `date session` → pana. */
function chartResults(chart) {
  const shown = new Map();
  for (const row of chart ?? []) {
    const monday = mondayOf(row.week);
    if (!monday) continue;
    WEEKDAYS.forEach((key, index) => {
      const day = row[key];
      const date = addDays(monday, index);
      if (day && /^\d{3}$/.test(day.open_panna)) shown.set(`${date} open`, day.open_panna);
      if (day && /^\d{3}$/.test(day.close_panna)) shown.set(`${date} close`, day.close_panna);
    });
  }
  return shown;
}

const keyOf = (entry) => `${entry.business_date} ${entry.session}`;

/** Checks one declared session; returns the reasons it is not verified (none: verified) and what was checked. */
async function checkSession(session, standing) {
  const problems = [];
  const opensAt = biddingOpensAt(session.business_date);
  if (session.bidding_opens_at !== opensAt) {
    problems.push(`the server says bidding opened ${session.bidding_opens_at}; the rule gives ${drawTimeText(opensAt)}`);
  }
  const verdict = drawSessionVerdict(session);
  if (verdict.status !== 'verifiable') return { problems: [...verdict.reasons, ...problems], checked: null };
  const check = await verifyDraw({ seed: session.seed, commitment: session.commitment, pana: session.pana });
  if (!check.commitmentMatches) problems.push('SHA-256 of the seed is not the commitment');
  if (check.drawnPana === null) problems.push('the seed is not 64 hex digits');
  else if (!check.panaMatches) problems.push(`the seed draws ${check.drawnPana}, not ${session.pana}`);
  if (!standing) problems.push('result_history.php has no standing declaration of it');
  else if (standing.pana !== session.pana || standing.source !== 'draw') problems.push(`result_history.php declares ${standing.pana} (${standing.source})`);
  const checked = `drawn; committed ${drawTimeText(session.committed_at)}, before bidding opened ${drawTimeText(opensAt)}; SHA-256(seed) = commitment; the seed draws ${check.drawnPana}`;
  return { problems, checked };
}

/**
 * The report of one market between `from` and `to` (business dates, inclusive; default the window the
 * server publishes): one line per session and per session left out, and the counts. `ok` is false when
 * any declared session in the range is not verified or missing.
 */
export async function verifyMarketFacts(market, facts, range = {}) {
  const from = range.from ?? facts.draws.from;
  const to = range.to ?? facts.draws.to;
  const inRange = (date) => date >= from && date <= to;
  const lines = [];
  const failed = [];
  let verified = 0;
  let pending = 0;

  const standing = new Map(facts.declarations.filter((entry) => !entry.reverted_at).map((entry) => [keyOf(entry), entry]));
  const sessions = facts.draws.sessions.filter((session) => inRange(session.business_date));
  for (const session of sessions) {
    const label = `${market} ${keyOf(session)}`;
    if (session.pana === null && session.declared_pana === null) {
      pending += 1;
      lines.push(`     ${label}: committed ${session.commitment ?? '(none)'}, not declared yet`);
      continue;
    }
    const { problems, checked } = await checkSession(session, standing.get(keyOf(session)));
    if (problems.length === 0) {
      verified += 1;
      lines.push(`PASS ${label} pana ${session.pana}: ${checked}`);
    } else {
      failed.push(keyOf(session));
      const said = session.status === 'verifiable' ? ' (the server reported it verifiable)' : '';
      lines.push(`FAIL ${label} pana ${session.pana ?? session.declared_pana}: not verified${said}: ${problems.join('; ')}`);
    }
  }

  // Nothing the market declares or shows may be missing from the list.
  const listed = new Map(facts.draws.sessions.map((session) => [keyOf(session), session]));
  const left = new Map();
  for (const [key, entry] of standing) {
    if (inRange(entry.business_date) && !listed.has(key)) left.set(key, `declared ${entry.pana} (${entry.source}) in result_history.php, but not in the draw list`);
  }
  for (const [key, pana] of chartResults(facts.chart)) {
    if (!inRange(key.slice(0, 10)) || left.has(key) || failed.includes(key)) continue;
    const session = listed.get(key);
    if (!session) left.set(key, `shown as ${pana} in the chart, but not in the draw list`);
    else if (session.pana !== pana) left.set(key, `shown as ${pana} in the chart, but as ${session.pana} in the draw list`);
  }
  for (const [key, what] of left) {
    failed.push(key);
    lines.push(`FAIL ${market} ${key}: ${what}: not verifiable`);
  }

  const summary = failed.length
    ? `${market} ${from} to ${to}: ${verified} verified, ${failed.length} NOT verified: ${failed.join(', ')}.`
    : `${market} ${from} to ${to}: ${verified} verified, none unverified${pending ? `; ${pending} committed, not declared yet` : ''}.`;
  return { ok: failed.length === 0, lines: [...lines, summary], verified, failed, pending };
}

/** One draw from values copied off the chart page; with `date` and `committedAt`, its timing too. */
export async function verifyOne({ seed, commitment, pana, date, committedAt }) {
  const check = await verifyDraw({ seed, commitment, pana });
  const problems = [];
  if (!check.commitmentMatches) problems.push('SHA-256(seed) is not the commitment');
  if (check.drawnPana === null) problems.push('the seed is not 64 hex digits');
  else if (!check.panaMatches) problems.push(`the seed draws ${check.drawnPana}`);
  let timing = ' (publication time not checked: give --date and --committed-at)';
  if (date && committedAt) {
    const opensAt = biddingOpensAt(date);
    if (!(Date.parse(committedAt) < Date.parse(opensAt))) problems.push(`committed ${committedAt}, not before bidding opened ${drawTimeText(opensAt)}`);
    timing = `, committed before bidding opened ${drawTimeText(opensAt)}`;
  }
  const ok = problems.length === 0;
  return { ok, lines: [`${ok ? 'PASS' : 'FAIL'} pana ${pana}${ok ? timing : `: ${problems.join('; ')}`}`] };
}

export const USAGE = `usage: node scripts/verify-draw.mjs <api base URL> <market name> [--from YYYY-MM-DD] [--to YYYY-MM-DD]
       node scripts/verify-draw.mjs --seed <hex> --commitment <hex> --pana <pana> [--date YYYY-MM-DD --committed-at <ISO time>]`;

/** The command: prints its lines through `log` and returns the exit code (0 all verified, 1 not, 2 usage). */
export async function runVerify(values, positionals, { fetch: fetchImpl = globalThis.fetch, log = console.log } = {}) {
  const badDate = [values.from, values.to, values.date].find((value) => value !== undefined && !DATE.test(value));
  if (badDate) {
    log(USAGE);
    return 2;
  }
  let report;
  if (values.seed && values.commitment && values.pana) {
    report = await verifyOne({ seed: values.seed, commitment: values.commitment, pana: values.pana, date: values.date, committedAt: values['committed-at'] });
  } else if (positionals.length === 2) {
    const [baseUrl, market] = positionals;
    const facts = await fetchMarket(publicApi(baseUrl, fetchImpl), market);
    report = await verifyMarketFacts(facts.draws.market ?? market, facts, { from: values.from, to: values.to });
  } else {
    log(USAGE);
    return 2;
  }
  for (const line of report.lines) log(line);
  return report.ok ? 0 : 1;
}

/** The options `runVerify` reads, for node:util parseArgs. */
export const OPTIONS = {
  seed: { type: 'string' }, commitment: { type: 'string' }, pana: { type: 'string' },
  date: { type: 'string' }, 'committed-at': { type: 'string' }, from: { type: 'string' }, to: { type: 'string' },
};
