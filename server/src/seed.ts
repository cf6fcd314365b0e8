/**
 * What a new installation starts with, written once (first boot).
 *
 * Every installation: the standard rates and a handful of markets with
 * realistic Asia/Kolkata times (one crosses midnight), which operators then
 * change in the console.
 *
 * Development and test only (never with NODE_ENV=production): three weeks of
 * invented past results for the charts, the demo operator and one demo
 * player with points, credited through the ledger like any other balance
 * change. The `demo_data_seeded` setting marks such a database, and a
 * production start refuses it (features/operators/productionSafety.ts).
 */
import { ALL_PANAS, DEFAULT_RATES, DEMO_OPERATOR_PASSWORD } from '@matka/shared';
import type { AppContext } from './context.js';
import type { Queryable } from './db/database.js';
import { hashSecret } from './auth/passwords.js';
import { post } from './data/ledger.js';
import { insertUser } from './data/users.js';
import { addDays, businessDateAt, minutesOf, sessionResultAt, weekdayOf } from './features/markets/schedule.js';

export const DEMO_PLAYER = { phone: '9876543210', mpin: '1234', name: 'Demo Player', points: 10_000 };
/** Seeded only when OPERATOR_PHONE/OPERATOR_PASSWORD do not name the first admin. */
export const DEMO_OPERATOR = { phone: '9000000000', password: DEMO_OPERATOR_PASSWORD, name: 'Demo Operator' };

const ALL_DAYS = 0b1111111;
const MON_TO_SAT = 0b0111111;
const MON_TO_FRI = 0b0011111;

const MARKETS = [
  { name: 'STAR MORNING', open: '06:30', close: '07:30', days: ALL_DAYS },
  { name: 'SRIDEVI', open: '11:35', close: '12:35', days: ALL_DAYS },
  { name: 'TIME BAZAR', open: '13:00', close: '14:00', days: MON_TO_SAT },
  { name: 'MILAN DAY', open: '15:00', close: '17:00', days: MON_TO_SAT },
  { name: 'KALYAN', open: '15:45', close: '17:45', days: MON_TO_SAT },
  { name: 'MILAN NIGHT', open: '21:00', close: '23:00', days: MON_TO_SAT },
  { name: 'MAIN BAZAR', open: '21:35', close: '00:05', days: MON_TO_FRI },
];

const DEMO_SETTINGS: Record<string, string> = {
  notification_head: 'Welcome to Sitara Matka. Play points only: results are declared daily at the market times shown.',
  help_number_1: '9000000001',
  help_number_2: '9000000002',
  upi_admin: 'sitaramatka@upi',
  admin_phonepe: '9000000001',
  admin_gpay: '9000000001',
  admin_paytm: '9000000002',
  download_url: '',
  // The operator's external site; the Website tab is hidden while it is empty.
  website_url: '',
};

/** Production starts with no invented contact or payment details: the operator enters the real ones in the console. */
const PRODUCTION_SETTINGS: Record<string, string> = {
  notification_head: 'Welcome to Sitara Matka.',
  help_number_1: '',
  help_number_2: '',
  upi_admin: '',
  admin_phonepe: '',
  admin_gpay: '',
  admin_paytm: '',
  download_url: '',
  website_url: '/download-now',
};

/** How many days back the demo results reach. */
const DEMO_HISTORY_DAYS = 21;

/** Deterministic demo results (a small LCG), so every fresh install shows the same charts. */
function demoPanas(seed: number): () => string {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return ALL_PANAS[state % ALL_PANAS.length]!;
  };
}

/**
 * The demo's invented results of the last DEMO_HISTORY_DAYS days, and their declarations, in two statements:
 * every server test starts from an empty database and seeds it, and a round trip per row was most of the seed's time.
 */
async function seedResults(db: Queryable, now: Date): Promise<void> {
  const { rows } = await db.query<{ id: number; open_time: string; close_time: string; days_mask: number }>(
    'SELECT id, open_time::text, close_time::text, days_mask FROM markets',
  );
  const results = { marketIds: [] as number[], dates: [] as string[], openPanas: [] as string[], closePanas: [] as string[] };
  // The public results log lists declarations (docs/SETTLEMENT.md "Results log"): the demo's are declared by hand at their result times.
  const declarations = { marketIds: [] as number[], dates: [] as string[], sessions: [] as string[], panas: [] as string[], at: [] as Date[] };
  for (const market of rows) {
    const next = demoPanas(market.id * 7919);
    const times = { openMinute: minutesOf(market.open_time), closeMinute: minutesOf(market.close_time) };
    const today = businessDateAt(times, now);
    for (let back = DEMO_HISTORY_DAYS; back >= 1; back--) {
      const date = addDays(today, -back);
      if ((market.days_mask & (1 << weekdayOf(date))) === 0) continue;
      const panas = { open: next(), close: next() };
      results.marketIds.push(market.id);
      results.dates.push(date);
      results.openPanas.push(panas.open);
      results.closePanas.push(panas.close);
      for (const session of ['open', 'close'] as const) {
        declarations.marketIds.push(market.id);
        declarations.dates.push(date);
        declarations.sessions.push(session);
        declarations.panas.push(panas[session]);
        declarations.at.push(sessionResultAt(times, date, session));
      }
    }
  }
  await db.query(
    `INSERT INTO results (market_id, business_date, open_pana, close_pana, open_declared_at, close_declared_at)
     SELECT market_id, business_date, open_pana, close_pana, $5, $5
       FROM unnest($1::bigint[], $2::date[], $3::text[], $4::text[]) AS r(market_id, business_date, open_pana, close_pana)
     ON CONFLICT DO NOTHING`,
    [results.marketIds, results.dates, results.openPanas, results.closePanas, now],
  );
  await db.query(
    `INSERT INTO result_declarations (market_id, business_date, session, pana, source, declared_at, settled_bids, winning_bids, staked_points, paid_points, settle_ms)
     SELECT market_id, business_date, session, pana, 'manual', declared_at, 0, 0, 0, 0, 0
       FROM unnest($1::bigint[], $2::date[], $3::text[], $4::text[], $5::timestamptz[]) AS d(market_id, business_date, session, pana, declared_at)
     ON CONFLICT DO NOTHING`,
    [declarations.marketIds, declarations.dates, declarations.sessions, declarations.panas, declarations.at],
  );
}

type SeedContext = Pick<AppContext, 'db' | 'config' | 'clock'> & { log: { info(obj: object, msg: string): void } };

export async function seedIfEmpty(ctx: SeedContext): Promise<boolean> {
  const { db, config, clock } = ctx;
  const { rows } = await db.pool.query<{ value: string }>("SELECT value FROM settings WHERE key = 'seeded_at'");
  if (rows.length > 0) return false;
  const withDemo = config.NODE_ENV !== 'production';
  const mpinHash = withDemo ? await hashSecret(DEMO_PLAYER.mpin) : '';
  const demoOperator = withDemo && !config.OPERATOR_PHONE;
  const operatorHash = demoOperator ? await hashSecret(DEMO_OPERATOR.password) : '';
  await db.transaction(async (tx) => {
    const now = clock.now();
    for (const [key, value] of Object.entries(withDemo ? DEMO_SETTINGS : PRODUCTION_SETTINGS)) {
      await tx.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, value]);
    }
    for (const [index, rate] of DEFAULT_RATES.entries()) {
      await tx.query('INSERT INTO rates (type, min_value, max_value, sort_order) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [rate.type, rate.min_value, rate.max_value, index]);
    }
    // Created on the server's clock (a test's pinned clock included), and in a demo from the first day of its
    // invented results: no result is declared for a day before its market existed (docs/SETTLEMENT.md "Integrity").
    const createdAt = withDemo ? new Date(now.getTime() - (DEMO_HISTORY_DAYS + 1) * 86_400_000) : now;
    for (const [index, market] of MARKETS.entries()) {
      await tx.query(
        'INSERT INTO markets (name, open_time, close_time, days_mask, sort_order, created_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (name) DO NOTHING',
        [market.name, market.open, market.close, market.days, index, createdAt],
      );
    }
    if (withDemo) {
      await seedResults(tx, now);
      if (demoOperator) {
        // Policy version 0: the demo password never passes the policy, so a production start refuses this database.
        await tx.query(
          'INSERT INTO operators (phone_number, name, password_hash, password_policy_version) VALUES ($1, $2, $3, 0) ON CONFLICT DO NOTHING',
          [DEMO_OPERATOR.phone, DEMO_OPERATOR.name, operatorHash],
        );
      }
      const userId = await insertUser(tx, { phone: DEMO_PLAYER.phone, name: DEMO_PLAYER.name, email: 'demo@example.com', mpinHash, dateOfBirth: '1990-01-01', termsAcceptedAt: now, now });
      if (userId !== null) {
        await post(tx, { userId, amount: DEMO_PLAYER.points, kind: 'adjustment', reference: `seed:${userId}`, remark: 'Demo points', now });
      }
      await tx.query("INSERT INTO settings (key, value) VALUES ('demo_data_seeded', $1) ON CONFLICT (key) DO NOTHING", [now.toISOString()]);
    }
    await tx.query("INSERT INTO settings (key, value) VALUES ('seeded_at', $1)", [now.toISOString()]);
  });
  if (withDemo) ctx.log.info({ markets: MARKETS.length, demoPlayer: DEMO_PLAYER.phone, demoOperator: demoOperator ? DEMO_OPERATOR.phone : null }, 'seeded demo data');
  else ctx.log.info({ markets: MARKETS.length }, 'seeded rates and markets (production: no demo players, results or credentials)');
  return true;
}
