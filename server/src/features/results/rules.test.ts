/**
 * The SQL rules of migration 020 agree with the readable definition in
 * shared/src/domain/: bid_outcome() with bidOutcome() on every game type,
 * session and generated bid and result (valid picks and garbage alike), and
 * bid_is_well_formed() with checkBidNumbers(). Each run judges thousands of
 * generated cases in one query per batch, on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ALL_PANAS, GAME_TYPE_IDS, bidOutcome, checkBidNumbers, type BidSelection, type DeclaredResult } from '@matka/shared';
import { availableBackends, startApi, type TestApi } from '../../test/harness.js';

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

describe.each(backends)('settlement rules in SQL agree with shared/src/domain (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  async function sqlOutcomes(cases: { bid: BidSelection; result: DeclaredResult }[]): Promise<string[]> {
    const { rows } = await api.db.pool.query<{ outcome: string }>(
      `SELECT bid_outcome(t, s, op, od, cp, cd, rop, rcp) AS outcome
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
         WITH ORDINALITY AS c(t, s, op, od, cp, cd, rop, rcp, n) ORDER BY n`,
      [
        cases.map((c) => c.bid.type), cases.map((c) => c.bid.session),
        cases.map((c) => stored(c.bid.numbers.openPana)), cases.map((c) => stored(c.bid.numbers.openDigit)),
        cases.map((c) => stored(c.bid.numbers.closePana)), cases.map((c) => stored(c.bid.numbers.closeDigit)),
        cases.map((c) => c.result.openPana), cases.map((c) => c.result.closePana),
      ],
    );
    return rows.map((row) => row.outcome);
  }

  it('bid_outcome() = bidOutcome() for every game type × session × generated bid and result', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ bid: selection, result }), { minLength: 1, maxLength: 400 }), async (cases) => {
        const sql = await sqlOutcomes(cases);
        expect(sql).toEqual(cases.map((c) => bidOutcome(c.bid, c.result)));
      }),
      { numRuns: 40 },
    );
  });

  it('covers winning picks: a bid built from the declared result wins in both', async () => {
    // Random bids rarely win; these are built to, so both rules are exercised on 'won' too.
    const declaredBoth = fc.record({ openPana: fc.constantFrom(...ALL_PANAS), closePana: fc.constantFrom(...ALL_PANAS) });
    const winners = fc.tuple(declaredBoth, fc.constantFrom(...GAME_TYPE_IDS), fc.constantFrom('Open' as const, 'Close' as const), fc.boolean())
      .map(([declared, type, session, pickOpenPana]) => {
        const close = declared.closePana;
        const digit = (pana: string) => String([...pana].reduce((sum, d) => sum + Number(d), 0) % 10);
        const numbers = { openPana: null as string | null, openDigit: null as string | null, closePana: null as string | null, closeDigit: null as string | null };
        if (type.startsWith('single_digit')) numbers[session === 'Open' ? 'openDigit' : 'closeDigit'] = digit(session === 'Open' ? declared.openPana : close);
        else if (type.startsWith('jodi')) Object.assign(numbers, { openDigit: digit(declared.openPana), closeDigit: digit(close) });
        else if (type === 'half_sangam') Object.assign(numbers, pickOpenPana ? { openPana: declared.openPana, closeDigit: digit(close) } : { openDigit: digit(declared.openPana), closePana: close });
        else if (type === 'full_sangam') Object.assign(numbers, { openPana: declared.openPana, closePana: close });
        else numbers[session === 'Open' ? 'openPana' : 'closePana'] = session === 'Open' ? declared.openPana : close;
        return { bid: { type, session, numbers }, result: declared };
      });
    let won = 0;
    let total = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(winners, { minLength: 1, maxLength: 400 }), async (cases) => {
        const expected = cases.map((c) => bidOutcome(c.bid, c.result));
        won += expected.filter((outcome) => outcome === 'won').length;
        total += expected.length;
        expect(await sqlOutcomes(cases)).toEqual(expected);
      }),
      { numRuns: 20 },
    );
    // A pana bid built from a pana of another kind loses; everything else wins (about two in three overall).
    expect(won / total).toBeGreaterThan(0.5);
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
