/**
 * A production start on a PostgreSQL server with autovacuum off warns: the
 * months are then never analysed and the bid path keeps plans made on an
 * empty month (docs/DATABASE.md "Plans of the bid path").
 */
import { describe, expect, it } from 'vitest';
import { availableBackends, suiteApi, type TestApi } from '../../test/harness.js';
import { AUTOVACUUM_OFF, warnWithoutAutovacuum } from './autovacuum.js';

const backends = await availableBackends();

describe.each(backends)('the autovacuum warning (%s)', (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => (api = started));

  it('warns exactly when this PostgreSQL server has autovacuum off; never on PGlite, which the server vacuums itself', async () => {
    const warnings: unknown[] = [];
    const warned = await warnWithoutAutovacuum({ db: api.db, log: { warn: (message: unknown) => warnings.push(message) } });
    const off = backend === 'postgres' && (await api.db.pool.query<{ autovacuum: string }>('SHOW autovacuum')).rows[0]!.autovacuum === 'off';
    expect(warned).toBe(off);
    expect(warnings).toEqual(off ? [AUTOVACUUM_OFF] : []);
  });

  it.runIf(backend === 'postgres')('stays quiet on a server that analyses by itself', async () => {
    const warnings: unknown[] = [];
    const autovacuumOn = { ...api.db, pool: { ...api.db.pool, query: async () => ({ rows: [{ on: true }] }) } } as unknown as TestApi['db'];
    expect(await warnWithoutAutovacuum({ db: autovacuumOn, log: { warn: (message: unknown) => warnings.push(message) } })).toBe(false);
    expect(warnings).toEqual([]);
  });
});
