/**
 * The money check every bid bench ends with: no wallet below zero, every
 * wallet equal to the sum of its ledger rows, and each bid posted once
 * (one 'bid' ledger row per bid, no transaction id placed twice).
 */
import { onDatabase } from './postgres.mjs';

export function moneyCheck(databaseUrl) {
  return onDatabase(databaseUrl, async (client) => (await client.query(
    `SELECT (SELECT count(*)::int FROM wallets WHERE balance < 0) AS negative,
            (SELECT count(*)::int FROM wallets w WHERE w.balance <> (SELECT COALESCE(SUM(amount), 0) FROM ledger l WHERE l.user_id = w.user_id)) AS mismatched,
            (SELECT count(*)::int FROM bids) AS bids,
            (SELECT count(*)::int FROM ledger WHERE kind = 'bid') AS bid_postings,
            (SELECT count(*)::int FROM (SELECT user_id, transaction_id FROM bids GROUP BY 1, 2 HAVING count(*) > 1) twice) AS duplicates`,
  )).rows[0]);
}
