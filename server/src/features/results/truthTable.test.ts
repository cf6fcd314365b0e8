/**
 * Every row of the truth table in docs/SETTLEMENT.md: its win against payout()
 * (shared/src/domain/settlement.ts, which the bid confirmation shows), its
 * outcome against bid_outcome() alone, and both against the SQL settlement
 * (declared through the operator API), on PGlite and PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES, GAME_TYPES, isGameTypeId, payout, type BidSelection } from '@matka/shared';
import { suiteApi, availableBackends, type TestApi } from '../../test/harness.js';
import { bidStates, declare, insertBids, insertPlayers, judgedBySql, marketIdOf, parseDeclared } from '../../test/results.js';

interface Row {
  declared: string;
  selection: BidSelection;
  outcome: string;
  win: number;
}

function truthTable(): Row[] {
  const doc = readFileSync(resolve(import.meta.dirname, '../../../../docs/SETTLEMENT.md'), 'utf8');
  const table = doc.split('<!-- truth-table:start -->')[1]!.split('<!-- truth-table:end -->')[0]!;
  return table.trim().split('\n').slice(2).map((line) => {
    const [declared, type, session, bid, outcome, win] = line.split('|').slice(1, -1).map((cell) => cell.trim());
    if (!isGameTypeId(type) || (session !== 'Open' && session !== 'Close')) throw new Error(`bad truth-table row: ${line}`);
    const [openPana, openDigit, closePana, closeDigit] = bid!.split('·').map((field) => (field.trim() === 'NA' ? null : field.trim()));
    return {
      declared: declared!, outcome: outcome!, win: Number(win),
      selection: { type, session, numbers: { openPana: openPana!, openDigit: openDigit!, closePana: closePana!, closeDigit: closeDigit! } },
    };
  });
}

const rows = truthTable();
const TEN_POINTS = 10;

describe('the truth table of docs/SETTLEMENT.md', () => {
  it('has rows for every game type and both sessions', () => {
    expect(new Set(rows.map((row) => row.selection.type))).toEqual(new Set(Object.keys(GAME_TYPES)));
    expect(new Set(rows.map((row) => row.selection.session))).toEqual(new Set(['Open', 'Close']));
    expect(new Set(rows.map((row) => row.outcome))).toEqual(new Set(['won', 'lost', 'pending']));
  });

  it.each(rows.map((row, index) => [index + 1, row] as const))('row %i pays what payout() says at the default rate', (_, row) => {
    const rate = DEFAULT_RATES.find((candidate) => candidate.type === GAME_TYPES[row.selection.type].rateType)!;
    expect(row.outcome === 'won' ? payout(TEN_POINTS, rate) : 0).toBe(row.win);
  });
});

const backends = await availableBackends();

describe.each(backends)('the truth table of docs/SETTLEMENT.md in SQL (%s)', (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => (api = started));

  it('judges every row as the table says with bid_outcome()', async () => {
    expect(await judgedBySql(api.db.pool, rows.map((row) => ({ selection: row.selection, result: parseDeclared(row.declared) }))))
      .toEqual(rows.map((row) => row.outcome));
  });

  it('settles every row as the table says', async () => {
    const market = await marketIdOf(api, 'SRIDEVI');
    const [player] = await insertPlayers(api, 1);
    const groups = [...new Set(rows.map((row) => row.declared))];
    // Each declared result on its own past day (older than the demo charts' three weeks, so before SRIDEVI
    // existed: an admin declares it with a reason, docs/SETTLEMENT.md "Integrity").
    for (const [index, declared] of groups.entries()) {
      const businessDate = `2026-09-${String(index + 1).padStart(2, '0')}`;
      const group = rows.filter((row) => row.declared === declared);
      const ids = await insertBids(api, market, businessDate, group.map((row) => ({ userId: player!, selection: row.selection, points: TEN_POINTS })));
      const result = parseDeclared(declared);
      const reason = 'Truth table: a fresh past day';
      expect((await declare(api, { marketId: market, session: 'open', pana: result.openPana, businessDate, reason })).status).toBe(200);
      if (result.closePana) expect((await declare(api, { marketId: market, session: 'close', pana: result.closePana, businessDate, reason })).status).toBe(200);
      const states = await bidStates(api, ids);
      expect(states.map((state, i) => `${declared} ${group[i]!.selection.type} ${group[i]!.selection.session}: ${state.status} ${state.win_points}`))
        .toEqual(group.map((row) => `${declared} ${row.selection.type} ${row.selection.session}: ${row.outcome} ${row.win}`));
    }
  });
});
