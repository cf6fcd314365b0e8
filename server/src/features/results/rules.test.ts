/**
 * The settlement rules in SQL (server/sql/functions/), the one definition of
 * who wins: bid_outcome() judged against what a player can pick — of every
 * pick of a game type and session, exactly the one built from the declared
 * result wins (none for a pana of another kind, which is judged too), and a bid stays pending
 * while the result that decides it is not declared — and bid_is_well_formed()
 * with checkBidNumbers(), the request check. Each run judges thousands of
 * cases in one query, on PGlite and PostgreSQL. The truth table of
 * docs/SETTLEMENT.md is checked row by row in truthTable.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ALL_PANAS, GAME_TYPES, GAME_TYPE_IDS, SINGLE_DIGITS, allowedNumbers, checkBidNumbers, numberKind, numbersForSingle, panaDigit, panaKind,
  type BidSelection, type GameTypeId,
} from '@matka/shared';
import { availableBackends, startApi, type TestApi } from '../../test/harness.js';
import { judgedBySql, type DeclaredResult } from '../../test/results.js';

const backends = await availableBackends();

const field = fc.oneof(
  { weight: 3, arbitrary: fc.constant(null) },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 9 }).map(String) },
  { weight: 4, arbitrary: fc.constantFrom(...ALL_PANAS) },
  // Three digits that are often not a pana (wrong order), and the odd stray value.
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, '0')) },
  { weight: 1, arbitrary: fc.constantFrom('x', '12', '1234') },
);

const selection: fc.Arbitrary<BidSelection> = fc.record({
  type: fc.constantFrom(...GAME_TYPE_IDS),
  session: fc.constantFrom('Open' as const, 'Close' as const),
  numbers: fc.record({ openPana: field, openDigit: field, closePana: field, closeDigit: field }),
});

const result: fc.Arbitrary<DeclaredResult> = fc.record({
  openPana: fc.constantFrom(...ALL_PANAS),
  closePana: fc.option(fc.constantFrom(...ALL_PANAS), { nil: null }),
});

/** A bid as the bids table stores it: 'NA' for a field that does not apply. */
const stored = (value: string | null) => value ?? 'NA';
const digit = (pana: string) => String(panaDigit(pana));
const none = { openPana: null, openDigit: null, closePana: null, closeDigit: null };

/**
 * The picks a player can make of a game type in a session (full sangam: the
 * pairs that share a pana with the declared result, 440 of its 48,400), and
 * the ones built from the declared result, which must win and alone.
 */
function picksOf(type: GameTypeId, session: 'Open' | 'Close', declared: { openPana: string; closePana: string }): { picks: BidSelection[]; winners: BidSelection[] } {
  const bid = (numbers: Partial<BidSelection['numbers']>): BidSelection => ({ type, session, numbers: { ...none, ...numbers } });
  const { openPana, closePana } = declared;
  if (type === 'half_sangam') {
    return {
      picks: ALL_PANAS.flatMap((pana) => SINGLE_DIGITS.flatMap((d) => [bid({ openPana: pana, closeDigit: d }), bid({ openDigit: d, closePana: pana })])),
      winners: [bid({ openPana, closeDigit: digit(closePana) }), bid({ openDigit: digit(openPana), closePana })],
    };
  }
  if (type === 'full_sangam') {
    return {
      picks: ALL_PANAS.flatMap((pana) => [bid({ openPana, closePana: pana }), ...(pana === openPana ? [] : [bid({ openPana: pana, closePana })])]),
      winners: [bid({ openPana, closePana })],
    };
  }
  const pana = session === 'Open' ? openPana : closePana;
  // A pana type also gets the declared pana when it is of another kind (bid_is_well_formed() keeps such a bid out
  // of the table, but the rule must still not pay it).
  const values = numberKind(type) === 'pana' && !allowedNumbers(type).includes(pana) ? [...allowedNumbers(type), pana] : allowedNumbers(type);
  const picks = values.map((value) => ({ type, session, numbers: numbersForSingle(type, session, value) }));
  switch (numberKind(type)) {
    case 'digit': return { picks, winners: [{ type, session, numbers: numbersForSingle(type, session, digit(pana)) }] };
    case 'jodi': return { picks, winners: [bid({ openDigit: digit(openPana), closeDigit: digit(closePana) })] };
    default: return { picks, winners: type.startsWith(panaKind(pana)!) ? [{ type, session, numbers: numbersForSingle(type, session, pana) }] : [] };
  }
}

/** Digit and pana bids of the open session are decided by the open result; everything else by the close result. */
const decidedByOpen = (type: GameTypeId, session: 'Open' | 'Close') => session === 'Open' && (numberKind(type) === 'digit' || numberKind(type) === 'pana');

const key = (bid: BidSelection) => JSON.stringify(bid);

describe.each(backends)('settlement rules in SQL (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('bid_outcome(): of every pick of a game type and session, exactly the one built from the declared result wins; pending until its result', async () => {
    await fc.assert(
      fc.asyncProperty(result, fc.constantFrom(...ALL_PANAS), async (declared, closeToBe) => {
        const both = { openPana: declared.openPana, closePana: declared.closePana ?? closeToBe };
        const groups = GAME_TYPE_IDS.flatMap((type) => (GAME_TYPES[type].openSessionOnly ? ['Open' as const] : ['Open' as const, 'Close' as const])
          .map((session) => ({ type, session, ...picksOf(type, session, both) })));
        const cases = groups.flatMap((group) => group.picks.map((pick) => ({ selection: pick, result: declared })));
        const outcomes = await judgedBySql(api.db.pool, cases);
        const judged = new Map(cases.map((c, index) => [key(c.selection), outcomes[index]]));
        for (const group of groups) {
          const pending = declared.closePana === null && !decidedByOpen(group.type, group.session);
          const winners = new Set(group.winners.map(key));
          const expected = group.picks.map((pick) => (pending ? 'pending' : winners.has(key(pick)) ? 'won' : 'lost'));
          expect(group.picks.map((pick) => judged.get(key(pick))), `${group.type} ${group.session}`).toEqual(expected);
          if (!pending) expect(group.winners.every((winner) => judged.get(key(winner)) === 'won'), `${group.type} ${group.session}: a winner not among the picks`).toBe(true);
        }
      }),
      { numRuns: 8 },
    );
  });

  it('bid_outcome(): any bid, stray numbers too, is pending exactly while its deciding result is not declared, and never NULL for a known game type', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ selection, result }), { minLength: 1, maxLength: 400 }), async (cases) => {
        const outcomes = await judgedBySql(api.db.pool, cases);
        outcomes.forEach((outcome, index) => {
          const { selection: bid, result: declared } = cases[index]!;
          expect(outcome).toBe(declared.closePana === null && !decidedByOpen(bid.type, bid.session) ? 'pending' : outcome === 'won' ? 'won' : 'lost');
        });
      }),
      { numRuns: 20 },
    );
  });

  it('an unknown game type has no outcome in SQL (NULL), so settlement cannot judge it quietly', async () => {
    const { rows } = await api.db.pool.query("SELECT bid_outcome('sangam', 'Open', '128', 'NA', '337', 'NA', '128', '337') AS outcome");
    expect(rows[0].outcome).toBeNull();
  });

  it('bid_is_well_formed() accepts exactly what checkBidNumbers() accepts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(selection, { minLength: 1, maxLength: 400 }), async (bids) => {
        const { rows } = await api.db.pool.query<{ ok: boolean }>(
          `SELECT bid_is_well_formed(t, s, op, od, cp, cd) AS ok
           FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) WITH ORDINALITY AS c(t, s, op, od, cp, cd, n) ORDER BY n`,
          [bids.map((b) => b.type), bids.map((b) => b.session), bids.map((b) => stored(b.numbers.openPana)),
            bids.map((b) => stored(b.numbers.openDigit)), bids.map((b) => stored(b.numbers.closePana)), bids.map((b) => stored(b.numbers.closeDigit))],
        );
        const expected = bids.map((b) => checkBidNumbers({
          game_type: b.type, session: b.session,
          open_pana: stored(b.numbers.openPana), open_digit: stored(b.numbers.openDigit),
          close_pana: stored(b.numbers.closePana), close_digit: stored(b.numbers.closeDigit),
        }).ok);
        expect(rows.map((row) => row.ok)).toEqual(expected);
      }),
      { numRuns: 40 },
    );
  });

  it('the bids table refuses a bid the rules cannot judge', async () => {
    const { rows } = await api.db.pool.query("SELECT id FROM users LIMIT 1");
    const market = await api.db.pool.query("SELECT id FROM markets LIMIT 1");
    // Each in its own transaction: PGlite's pg adapter loses its footing after a failed statement outside one.
    const insert = (gameType: string, openDigit: string) => api.db.transaction((tx) => tx.query(
      `INSERT INTO bids (user_id, market_id, business_date, game_type, session, open_pana, open_digit, close_pana, close_digit,
                         points, transaction_id, balance_after, created_at, rate_min_value, rate_max_value)
       VALUES ($1, $2, '2026-11-20', $3, 'Open', 'NA', $4, 'NA', 'NA', 10, $5, 0, now(), 10, 95)`,
      [rows[0].id, market.rows[0].id, gameType, openDigit, `corrupt-${gameType}-${openDigit}`],
    ));
    await expect(insert('sangam', '1')).rejects.toMatchObject({ code: '23514' });
    await expect(insert('single_digit', '12')).rejects.toMatchObject({ code: '23514' });
  });
});
