/** What placeBid() hands the bid statement, built for a test: a 'single digit 5, open session' bid on KALYAN on Monday. */
import { randomBytes } from 'node:crypto';
import { hashToken } from '../auth/tokens.js';
import type { BidCall } from '../data/bids.js';
import { windowStarts } from '../features/protection/windows.js';
import type { TestApi } from './harness.js';

export async function kalyanBidCall(
  api: TestApi,
  player: { phone: string; token: string },
  points: number,
  transactionId = randomBytes(12).toString('hex'),
): Promise<BidCall> {
  const user = (await api.db.pool.query(
    'SELECT id, status, exclusion_kind, self_excluded_until FROM users WHERE phone_number = $1', [player.phone],
  )).rows[0];
  const market = (await api.db.pool.query(
    "SELECT id, name, open_time::text, close_time::text, days_mask, status FROM markets WHERE name = 'KALYAN'",
  )).rows[0];
  const now = api.clock.now();
  return {
    player: { tokenHash: hashToken(player.token), user },
    market,
    bid: {
      businessDate: '2026-11-23', needsOpen: true, gameType: 'single_digit', session: 'Open',
      openPana: 'NA', openDigit: '5', closePana: 'NA', closeDigit: 'NA', points, transactionId, remark: 'Bid KALYAN (test)', now,
    },
    budget: { key: `bids|${user.id}`, max: 100_000, windowMs: 60_000 },
    windows: windowStarts(now),
  };
}
