/**
 * scripts/verify-draw.mjs on a market the server answers for (a fake of the
 * three public calls, with real seeds and commitments): every declared
 * session in the range is reported, a hand-declared day fails the run and is
 * named, and nothing the server says about a session is taken on trust.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DRAW_SESSION_MSG, biddingOpensAt, drawCommitment, drawPana, drawSessionVerdict,
  type ChartRow, type DeclarationHistoryEntry, type DrawSession, type MarketDraws,
} from '@matka/shared';
import { runVerify } from './verifyDraws.mjs';

const seedOf = (label: string) => createHash('sha256').update(`verify script ${label}`).digest('hex');

async function drawn(date: string, session: 'open' | 'close'): Promise<DrawSession> {
  const seed = seedOf(`${date} ${session}`);
  const pana = await drawPana(seed);
  return {
    business_date: date, session, bidding_opens_at: biddingOpensAt(date), pana, declared_pana: pana, source: 'draw',
    declared_at: `${date}T10:16:00.000Z`, commitment: await drawCommitment(seed), committed_at: '2026-11-22T04:30:00.000Z',
    seed, drawn_at: `${date}T10:16:00.000Z`, holiday: false, status: 'verifiable', reason: null,
  };
}

function byHand(date: string, session: 'open' | 'close', pana: string): DrawSession {
  return {
    business_date: date, session, bidding_opens_at: biddingOpensAt(date), pana, declared_pana: pana, source: 'manual',
    declared_at: `${date}T10:16:00.000Z`, commitment: null, committed_at: null, seed: null, drawn_at: null, holiday: false,
    status: 'not_verifiable', reason: DRAW_SESSION_MSG.handDeclared,
  };
}

const pending = async (date: string, session: 'open' | 'close'): Promise<DrawSession> => ({
  ...(await drawn(date, session)), pana: null, declared_pana: null, source: null, declared_at: null, seed: null, drawn_at: null,
  status: 'pending', reason: DRAW_SESSION_MSG.notDrawn,
});

/** Tuesday to Thursday drawn, Friday declared by hand (146, 380), next Monday committed. */
async function market(): Promise<DrawSession[]> {
  const days = ['2026-11-26', '2026-11-25', '2026-11-24'];
  return [
    await pending('2026-11-30', 'open'), await pending('2026-11-30', 'close'),
    byHand('2026-11-27', 'open', '146'), byHand('2026-11-27', 'close', '380'),
    ...(await Promise.all(days.flatMap((date) => [drawn(date, 'open'), drawn(date, 'close')]))),
  ];
}

function chartOf(sessions: DrawSession[]): ChartRow[] {
  const empty = { open_panna: '***', jodi: '**', close_panna: '***' };
  const row: ChartRow = { week: '23/11/2026 to 29/11/2026', mon: empty, tue: empty, wed: empty, thu: empty, fri: empty, sat: empty, sun: empty };
  const keys = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
  for (const session of sessions) {
    if (!session.pana || session.business_date > '2026-11-29') continue;
    const key = keys[new Date(`${session.business_date}T00:00:00Z`).getUTCDay() === 0 ? 6 : new Date(`${session.business_date}T00:00:00Z`).getUTCDay() - 1]!;
    row[key] = { ...row[key], [session.session === 'open' ? 'open_panna' : 'close_panna']: session.pana };
  }
  return [row];
}

function historyOf(sessions: DrawSession[]): DeclarationHistoryEntry[] {
  return sessions.filter((session) => session.source).map((session) => ({
    business_date: session.business_date, session: session.session, pana: session.declared_pana!, source: session.source!,
    declared_at: session.declared_at!, reverted_at: null, revert_reason: null,
  }));
}

/** The server's three public calls, answering from these facts. */
function fakeServer(sessions: DrawSession[], options: { chart?: ChartRow[]; history?: DeclarationHistoryEntry[] } = {}) {
  const draws: MarketDraws = {
    market: 'KALYAN', draw_mode: 'server', draw_mode_from: '2026-11-30', from: '2026-10-01', to: '2026-11-30', draws: [], sessions,
  };
  const answers: Record<string, unknown> = {
    'get_draws.php': draws,
    'result_history.php': { market: 'KALYAN', declarations: options.history ?? historyOf(sessions) },
    'getCharts.php': options.chart ?? chartOf(sessions),
  };
  return (async (url: URL | string) => {
    const script = new URL(String(url)).pathname.replace('/api/', '');
    return new Response(JSON.stringify({ success: '1', msg: '', data: answers[script] }));
  }) as typeof fetch;
}

async function run(fetchImpl: typeof fetch, values: Record<string, string> = {}) {
  const lines: string[] = [];
  const code = await runVerify(values, ['http://localhost:8080', 'KALYAN'], { fetch: fetchImpl, log: (line) => lines.push(line) });
  return { code, lines, text: lines.join('\n') };
}

describe('verify-draw.mjs', () => {
  it('fails a market with a hand-declared day, naming the day and why, and still passes each verified draw', async () => {
    const { code, lines, text } = await run(fakeServer(await market()));
    expect(code).toBe(1);
    expect(lines.filter((line) => line.startsWith('PASS'))).toHaveLength(6);
    expect(lines).toContain(`FAIL KALYAN 2026-11-27 open pana 146: not verified: ${DRAW_SESSION_MSG.handDeclared}`);
    expect(lines).toContain(`FAIL KALYAN 2026-11-27 close pana 380: not verified: ${DRAW_SESSION_MSG.handDeclared}`);
    expect(lines.at(-1)).toBe('KALYAN 2026-10-01 to 2026-11-30: 6 verified, 2 NOT verified: 2026-11-27 open, 2026-11-27 close.');
    expect(text).toContain('KALYAN 2026-11-30 open: committed');
  });

  it('passes when every declared session in the range is verified, and exits 0', async () => {
    const { code, lines } = await run(fakeServer(await market()), { from: '2026-11-24', to: '2026-11-26' });
    expect(code).toBe(0);
    expect(lines.at(-1)).toBe('KALYAN 2026-11-24 to 2026-11-26: 6 verified, none unverified.');
    expect(lines[0]).toMatch(/^PASS KALYAN 2026-11-26 open pana \d{3}: drawn; committed 2026-11-22 10:00 IST, before bidding opened 2026-11-26 00:00 IST/);
  });

  it('recomputes instead of trusting the server: a hand-declared day it calls verifiable still fails', async () => {
    const sessions = (await market()).map((session) => (session.source === 'manual' ? { ...session, status: 'verifiable' as const, reason: null } : session));
    const { code, lines } = await run(fakeServer(sessions));
    expect(code).toBe(1);
    expect(lines).toContain(`FAIL KALYAN 2026-11-27 open pana 146: not verified (the server reported it verifiable): ${DRAW_SESSION_MSG.handDeclared}`);
  });

  it('fails a commitment published once bidding had opened, a tampered seed, and a wrong bidding-open time', async () => {
    const [late, tampered, moved] = await Promise.all([drawn('2026-11-24', 'open'), drawn('2026-11-24', 'close'), drawn('2026-11-25', 'open')]);
    late.committed_at = '2026-11-23T18:45:00.000Z';
    tampered.seed = `${tampered.seed!.slice(0, 63)}${tampered.seed!.endsWith('0') ? '1' : '0'}`;
    moved.bidding_opens_at = '2026-11-25T10:00:00.000Z';
    const { code, lines } = await run(fakeServer([moved, late, tampered]), { from: '2026-11-24', to: '2026-11-25' });
    expect(code).toBe(1);
    expect(drawSessionVerdict(late).status).toBe('not_verifiable');
    expect(lines).toContain(
      `FAIL KALYAN 2026-11-24 open pana ${late.pana}: not verified (the server reported it verifiable): `
      + 'The commitment was published 2026-11-24 00:15 IST, not before bidding opened 2026-11-24 00:00 IST.',
    );
    expect(lines.find((line) => line.startsWith('FAIL KALYAN 2026-11-24 close'))).toMatch(/SHA-256 of the seed is not the commitment/);
    expect(lines.find((line) => line.startsWith('FAIL KALYAN 2026-11-25 open'))).toMatch(/the server says bidding opened 2026-11-25T10:00:00.000Z; the rule gives 2026-11-25 00:00 IST/);
  });

  it('fails a day the chart shows and the history declares but the server leaves out of its list', async () => {
    const all = await market();
    const listed = all.filter((session) => session.business_date !== '2026-11-27');
    const { code, lines } = await run(fakeServer(listed, { chart: chartOf(all), history: historyOf(all) }));
    expect(code).toBe(1);
    expect(lines).toContain('FAIL KALYAN 2026-11-27 open: declared 146 (manual) in result_history.php, but not in the draw list: not verifiable');
    expect(lines.at(-1)).toMatch(/2 NOT verified: 2026-11-27 open, 2026-11-27 close\.$/);
  });

  it('checks one draw from copied values, its timing only when given', async () => {
    const session = await drawn('2026-11-24', 'open');
    const lines: string[] = [];
    const one = { seed: session.seed!, commitment: session.commitment!, pana: session.pana! };
    expect(await runVerify(one, [], { log: (line) => lines.push(line) })).toBe(0);
    expect(await runVerify({ ...one, date: '2026-11-24', 'committed-at': '2026-11-24T00:10:00+05:30' }, [], { log: (line) => lines.push(line) })).toBe(1);
    expect(lines[0]).toMatch(/^PASS pana \d{3} \(publication time not checked/);
    expect(lines[1]).toMatch(/not before bidding opened 2026-11-24 00:00 IST$/);
  });
});
