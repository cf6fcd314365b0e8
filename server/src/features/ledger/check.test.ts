/**
 * The ledger check (docs/DATABASE.md "Ledger check"): a wallet moved without
 * its ledger row is found, logged at error level and shown on the console's
 * dashboard; a balanced ledger is recorded as such. On PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_API, type Dashboard } from '@matka/shared';
import { availableBackends, startApi, type TestApi } from '../../test/harness.js';
import { admin } from '../../test/console.js';
import { checkLedger, startLedgerCheck } from './check.js';

const backends = await availableBackends();
const HOUR = 3_600_000;

describe.each(backends)('ledger check (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  const deps = () => ({ db: api.db, clock: api.clock, log: { error: vi.fn(), info: vi.fn() } });
  const board = async () => (await admin(api, 'GET', ADMIN_API.dashboard)).body.data as Dashboard;
  const checks = async () => (await api.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_checks')).rows[0]!.n;

  it('records a balanced ledger, and the dashboard says when it was checked', async () => {
    expect((await board()).ledger_check).toBeNull();
    const d = deps();
    const check = await checkLedger(d);
    expect(check).toMatchObject({ mismatches: 0, sample: [] });
    expect(d.log.error).not.toHaveBeenCalled();
    expect((await board()).ledger_check).toEqual({ checked_at: api.clock.now().toISOString(), mismatches: 0, wallets: [] });
  });

  it('finds a wallet moved without its ledger row: logs it at error level and names it on the dashboard', async () => {
    const { rows: [player] } = await api.db.pool.query<{ user_id: number; balance: number }>('SELECT user_id, balance FROM wallets ORDER BY user_id LIMIT 1');
    await api.db.pool.query('UPDATE wallets SET balance = balance + 7 WHERE user_id = $1', [player!.user_id]);
    try {
      api.clock.advance(60_000);
      const d = deps();
      const check = await checkLedger(d);
      const wallet = { user_id: player!.user_id, balance: player!.balance + 7, ledger_sum: player!.balance };
      expect(check).toMatchObject({ mismatches: 1, sample: [wallet] });
      expect(d.log.error).toHaveBeenCalledWith(expect.objectContaining({ mismatches: 1, wallets: [wallet] }), expect.stringContaining('ledger check'));
      expect((await board()).ledger_check).toEqual({ checked_at: api.clock.now().toISOString(), mismatches: 1, wallets: [wallet] });
    } finally {
      await api.db.pool.query('UPDATE wallets SET balance = balance - 7 WHERE user_id = $1', [player!.user_id]);
    }
  });

  it('checks at start and each interval, once across processes: a turn within half an interval of the last check is skipped', async () => {
    const before = await checks();
    api.clock.advance(HOUR);
    const first = startLedgerCheck(deps(), HOUR);
    await first.ready;
    const second = startLedgerCheck(deps(), HOUR);
    try {
      await second.ready;
      expect(await checks()).toBe(before + 1);
      api.clock.advance(HOUR / 2);
      await second.tick();
      expect(await checks()).toBe(before + 2);
    } finally {
      first.stop();
      second.stop();
    }
  });
});
