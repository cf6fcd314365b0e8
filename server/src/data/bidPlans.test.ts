/**
 * The bid path's SQL functions are PL/pgSQL: each connection plans their
 * statements once and keeps a generic plan. Planned while this month's
 * partition of bids (or ledger) was empty, as it is on a new database and
 * at the start of every month, that plan was a sequential scan of the
 * partition, kept while the partition grew to millions of rows: every bid
 * read the whole month twice (docs/DATABASE.md "Plans of the bid path").
 * Here a connection places bids with auto_explain printing every nested
 * statement's plan, on empty partitions, past the point where the generic
 * plan is chosen, and the test fails on any sequential scan. Such a plan
 * may still take the wrong index (on an empty table every index costs the
 * same); an analysis of the month makes the connection plan again, and then
 * the transaction-id check must be one descent of the month's unique index.
 */
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.js';
import { kalyanBidCall } from '../test/bidCalls.js';
import { availableBackends, newPlayer, suiteApi, type TestApi } from '../test/harness.js';
import { placeBidsStatement, placeBidStatement } from './bids.js';

const backends = (await availableBackends()).filter((backend) => backend === 'postgres');

/** PostgreSQL switches a cached statement to its generic plan after five custom ones: bids beyond that count. */
const PAST_THE_GENERIC_PLAN = 8;

describe.each(backends)('the bid path plans (%s)', (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => (api = started));

  const bidOf = (phone: string, token: string) => kalyanBidCall(api, { phone, token }, 10);

  /** The plans of every statement `place` ran on a connection of its own, nested ones included. */
  async function plansWhile(place: (db: Queryable) => Promise<void>): Promise<string[]> {
    const client = await api.db.pool.connect();
    const plans: string[] = [];
    try {
      await client.query("LOAD 'auto_explain'");
      await client.query('SET auto_explain.log_min_duration = 0');
      await client.query('SET auto_explain.log_nested_statements = on');
      await client.query('SET auto_explain.log_level = notice');
      client.on('notice', (notice) => plans.push(notice.message ?? ''));
      await place(client);
      return plans;
    } finally {
      // auto_explain stays loaded in that backend: it is closed, not handed back to the pool.
      client.release(true);
    }
  }

  it('places bids on index lookups only, on empty partitions and with a loss limit, one at a time and in a batch', async () => {
    const empty = await api.db.pool.query<{ rows: string }>(
      "SELECT (SELECT count(*) FROM bids WHERE business_date = '2026-11-23') + (SELECT count(*) FROM ledger WHERE kind = 'bid') AS rows",
    );
    expect(Number(empty.rows[0]!.rows)).toBe(0);

    const player = await newPlayer(api, { points: 100_000 });
    const limited = await newPlayer(api, { points: 100_000 });
    await api.db.pool.query(
      `INSERT INTO player_limits (user_id, kind, period, points, updated_at)
       SELECT id, 'loss', 'day', 50000, now() FROM users WHERE phone_number = $1`, [limited.phone],
    );

    const plans = await plansWhile(async (db) => {
      for (let i = 0; i < PAST_THE_GENERIC_PLAN; i += 1) {
        expect(await placeBidStatement(db, await bidOf(player.phone, player.token))).toMatchObject({ outcome: 'placed' });
        expect(await placeBidStatement(db, await bidOf(limited.phone, limited.token))).toMatchObject({ outcome: 'placed' });
      }
      const batch = await placeBidsStatement(db, [await bidOf(player.phone, player.token), await bidOf(limited.phone, limited.token)]);
      expect(batch.map((placed) => placed.outcome)).toEqual(['placed', 'placed']);
    });

    // The replay check, the session, the loss limit's ledger sums: each statement's plan is there, and none scans a table whole.
    const scans = plans.flatMap((plan) => plan.match(/Seq Scan on \S+/g) ?? []);
    expect([...new Set(scans)]).toEqual([]);
    expect(plans.some((plan) => /Index (Only )?Scan .*on bids_2026_11/.test(plan))).toBe(true);
    expect(plans.some((plan) => /on ledger_2026_11/.test(plan))).toBe(true);
  });

  it('looks a transaction id up in the unique index of the month once the month is analysed, on a connection that planned it empty', async () => {
    const player = await newPlayer(api, { points: 100_000 });
    const other = await newPlayer(api, { points: 100_000 });
    const plans = await plansWhile(async (db) => {
      for (let i = 0; i < PAST_THE_GENERIC_PLAN; i += 1) {
        expect(await placeBidStatement(db, await bidOf(player.phone, player.token))).toMatchObject({ outcome: 'placed' });
        expect(await placeBidStatement(db, await bidOf(other.phone, other.token))).toMatchObject({ outcome: 'placed' });
      }
      // The month fills (bids of these two players, written directly: only their number matters here), then autovacuum
      // analyses it, and every connection plans its kept statements again (docs/DATABASE.md "Plans of the bid path").
      await api.db.pool.query(
        `INSERT INTO bids (user_id, market_id, business_date, game_type, session, open_pana, open_digit, close_pana, close_digit,
                           points, transaction_id, balance_after, created_at, rate_min_value, rate_max_value)
         SELECT u.id, m.id, '2026-11-23', 'single_digit', 'Open', 'NA', '5', 'NA', 'NA', 10, 'filled-' || i, 0, now(), 10, 95
           FROM users u, markets m, generate_series(1, 5000) i WHERE u.phone_number IN ($1, $2) AND m.name = 'KALYAN'`,
        [player.phone, other.phone],
      );
      await api.db.pool.query('ANALYZE bids');
      expect(await placeBidStatement(db, await bidOf(player.phone, player.token))).toMatchObject({ outcome: 'placed' });
    });

    // The last bid's check of its transaction id, on the month that now holds the players' bids.
    const checks = plans
      .filter((plan) => /FROM bids b\s+WHERE b\.user_id = c\.user_id AND b\.transaction_id = c\.transaction_id/.test(plan))
      .slice(-1)
      .map((plan) => /(?:Index Only|Index) Scan using \S+ on bids_2026_11\b/.exec(plan)?.[0]);
    expect(checks).toEqual(['Index Only Scan using bids_2026_11_user_id_transaction_id_business_date_key on bids_2026_11']);
  });
});
