/**
 * The month's partitions as a rush finds them in production: holding bids,
 * and analysed. PostgreSQL's autovacuum analyses a partition soon after its
 * first rows (50 changed rows and a tenth of the table), and the analysis
 * makes every connection plan the bid path's statements again. This
 * machine's PostgreSQL runs with autovacuum = off (a CI setting), so a bench
 * on a new database would otherwise measure, for its whole run, the plans
 * each connection kept from the month's first bids, made while the partition
 * was empty: the transaction-id check then walks the player's newest-first
 * index through every bid of the player's month (docs/DATABASE.md "Plans of
 * the bid path"). That is the first minute of a month, not a rush.
 */
import { onDatabase } from './postgres.mjs';
import { runLoad } from './load.mjs';

/** Places bids of `group` for `seconds` through `api`, then runs ANALYZE on `databaseUrl`, as autovacuum would. */
export async function putMonthInUse(api, group, databaseUrl, seconds = 2) {
  const [primed] = await runLoad(api, [group], null, { seconds, warmupMs: 0 });
  return onDatabase(databaseUrl, async (client) => {
    const { autovacuum } = (await client.query("SELECT current_setting('autovacuum') AS autovacuum")).rows[0];
    await client.query('ANALYZE');
    return { bids: primed.ok, autovacuum };
  });
}
