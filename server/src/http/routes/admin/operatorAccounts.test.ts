/**
 * Operator accounts in the console (admins only): create, the paged table,
 * role changes, disable and enable, password resets; one audit row each in
 * the same transaction; never a password hash on the wire; never without an
 * active admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API, OPERATOR_MSG } from '@matka/shared';
import { availableBackends, startApi, type TestApi } from '../../../test/harness.js';
import { CONSOLE_PASSWORD, admin, auditCount, newOperator } from '../../../test/console.js';

const backends = await availableBackends();
const PASSWORD = 'a long cashier passphrase';

describe.each(backends)('console: operator accounts (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  let phoneCounter = 0;
  const newPhone = () => `6${String(process.pid % 10000).padStart(4, '0')}${String(++phoneCounter).padStart(5, '0')}`;

  async function logIn(phone: string, password: string) {
    return api.app.inject({ method: 'POST', url: ADMIN_API.login, payload: { phone_number: phone, password } });
  }

  async function lastAudit(action: string) {
    const { rows } = await api.db.pool.query('SELECT operator_id, target_id, before, after FROM audit_log WHERE action = $1 ORDER BY id DESC LIMIT 1', [action]);
    return rows[0];
  }

  it('creates a cashier who can sign in, lists it in the paged table, and never sends a password hash', async () => {
    const before = await auditCount(api, 'operator.created');
    const phone = newPhone();
    const created = await admin(api, 'POST', ADMIN_API.operatorAccounts, { body: { phone_number: phone, name: 'Ravi Cashier', role: 'cashier', password: PASSWORD } });
    expect(created).toMatchObject({ status: 201, body: { success: '1', msg: 'Operator Ravi Cashier created.', data: { phone_number: phone, role: 'cashier', disabled: false, last_login_at: null } } });
    expect(created.raw.toString()).not.toMatch(/argon2|password/i);
    expect(await auditCount(api, 'operator.created')).toBe(before + 1);
    expect(await lastAudit('operator.created')).toMatchObject({ target_id: String(created.body.data.id), after: { phone_number: phone, role: 'cashier' } });
    const { rows } = await api.db.pool.query('SELECT password_hash FROM operators WHERE phone_number = $1', [phone]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);

    const login = await logIn(phone, PASSWORD);
    expect(login.statusCode).toBe(200);
    expect((await admin(api, 'GET', ADMIN_API.me, { token: login.json().token })).body.data).toMatchObject({ role: 'cashier', grants: ['funds', 'players', 'dashboard'] });

    const cashiers = await admin(api, 'GET', `${ADMIN_API.operatorAccounts}?role=cashier&sort=last_login_at&dir=desc&page_size=1`);
    expect(cashiers.body.data).toMatchObject({ page: 1, page_size: 1, total: 1, sort: 'last_login_at', dir: 'desc', items: [{ name: 'Ravi Cashier', role: 'cashier' }] });
    expect(cashiers.body.data.items[0].last_login_at).toBe(api.clock.now().toISOString());
    const all = await admin(api, 'GET', `${ADMIN_API.operatorAccounts}?sort=name&dir=asc`);
    const names = all.body.data.items.map((row: { name: string }) => row.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(all.raw.toString()).not.toMatch(/argon2|password_hash/i);
  });

  it('refuses a short password or a number already taken with a clear 4xx, and keeps no row of the attempt', async () => {
    const before = await auditCount(api, 'operator.created');
    const short = await admin(api, 'POST', ADMIN_API.operatorAccounts, { body: { phone_number: newPhone(), name: 'Short', role: 'cashier', password: 'short pass' } });
    expect(short).toMatchObject({ status: 400, body: { success: '0', msg: 'The password needs at least 12 characters.' } });
    const badRole = await admin(api, 'POST', ADMIN_API.operatorAccounts, { body: { phone_number: newPhone(), name: 'Boss', role: 'owner', password: PASSWORD } });
    expect(badRole.status).toBe(400);
    const phone = newPhone();
    expect((await admin(api, 'POST', ADMIN_API.operatorAccounts, { body: { phone_number: phone, name: 'First', role: 'results', password: PASSWORD } })).status).toBe(201);
    const again = await admin(api, 'POST', ADMIN_API.operatorAccounts, { body: { phone_number: phone, name: 'Second', role: 'admin', password: PASSWORD } });
    expect(again).toMatchObject({ status: 409, body: { msg: OPERATOR_MSG.phoneTaken } });
    expect(await auditCount(api, 'operator.created')).toBe(before + 1);
    const { rows } = await api.db.pool.query('SELECT name, role FROM operators WHERE phone_number = $1', [phone]);
    expect(rows).toEqual([{ name: 'First', role: 'results' }]);
  });

  it('changes a role with a reason: the next call of that operator has the new grants', async () => {
    const cashier = await newOperator(api, 'cashier');
    expect((await admin(api, 'GET', `${ADMIN_API.results}?market_id=1`, { token: cashier.token })).status).toBe(403);
    expect((await admin(api, 'POST', ADMIN_API.operatorRole(cashier.id), { body: { role: 'results' } })).body.msg).toBe(OPERATOR_MSG.reason);
    const changed = await admin(api, 'POST', ADMIN_API.operatorRole(cashier.id), { body: { role: 'results', reason: 'Moves to the results desk' } });
    expect(changed).toMatchObject({ status: 200, body: { data: { id: cashier.id, role: 'results' } } });
    expect(await lastAudit('operator.role_changed')).toMatchObject({ target_id: String(cashier.id), before: { role: 'cashier' }, after: { role: 'results', reason: 'Moves to the results desk' } });
    expect((await admin(api, 'GET', `${ADMIN_API.results}?market_id=1`, { token: cashier.token })).status).toBe(200);
    expect((await admin(api, 'GET', ADMIN_API.fundRequests, { token: cashier.token })).status).toBe(403);
    const same = await admin(api, 'POST', ADMIN_API.operatorRole(cashier.id), { body: { role: 'results', reason: 'again' } });
    expect(same).toMatchObject({ status: 409, body: { msg: OPERATOR_MSG.sameRole } });
    expect((await admin(api, 'POST', ADMIN_API.operatorRole(999_999), { body: { role: 'admin', reason: 'nobody' } })).status).toBe(404);
  });

  it('disables an operator: their session ends at once and they cannot sign in, until enabled again', async () => {
    const cashier = await newOperator(api, 'cashier');
    expect((await admin(api, 'GET', ADMIN_API.fundRequests, { token: cashier.token })).status).toBe(200);
    const disabledBefore = await auditCount(api, 'operator.disabled');
    expect((await admin(api, 'POST', ADMIN_API.operatorStatus(cashier.id), { body: { disabled: true, reason: '' } })).body.msg).toBe(OPERATOR_MSG.reason);
    const off = await admin(api, 'POST', ADMIN_API.operatorStatus(cashier.id), { body: { disabled: true, reason: 'Left the company' } });
    expect(off).toMatchObject({ status: 200, body: { data: { disabled: true, disabled_at: api.clock.now().toISOString() } } });
    expect(await auditCount(api, 'operator.disabled')).toBe(disabledBefore + 1);
    expect(await lastAudit('operator.disabled')).toMatchObject({ target_id: String(cashier.id), after: { disabled: true, reason: 'Left the company' } });

    expect((await admin(api, 'GET', ADMIN_API.fundRequests, { token: cashier.token })).status).toBe(401);
    expect((await logIn(cashier.phone, CONSOLE_PASSWORD)).statusCode).toBe(401);
    const { rows } = await api.db.pool.query('SELECT count(*)::int AS n FROM sessions WHERE operator_id = $1 AND revoked_at IS NULL', [cashier.id]);
    expect(rows[0].n).toBe(0);
    const listed = await admin(api, 'GET', `${ADMIN_API.operatorAccounts}?state=disabled`);
    expect(listed.body.data.items.map((row: { id: number }) => row.id)).toContain(cashier.id);

    const on = await admin(api, 'POST', ADMIN_API.operatorStatus(cashier.id), { body: { disabled: false, reason: 'Came back' } });
    expect(on.body.data).toMatchObject({ disabled: false, disabled_at: null });
    expect(await lastAudit('operator.enabled')).toMatchObject({ target_id: String(cashier.id), after: { disabled: false, reason: 'Came back' } });
    expect((await logIn(cashier.phone, CONSOLE_PASSWORD)).statusCode).toBe(200);
  });

  it('resets a password: the old one and its sessions stop working, the new one signs in', async () => {
    const results = await newOperator(api, 'results');
    const newPassword = 'a fresh results passphrase';
    const weak = await admin(api, 'POST', ADMIN_API.operatorPassword(results.id), { body: { password: 'aaaaaaaaaaaaaa' } });
    expect(weak).toMatchObject({ status: 400, body: { msg: 'The password needs at least 4 different characters.' } });
    const before = await auditCount(api, 'operator.password_changed');
    const reset = await admin(api, 'POST', ADMIN_API.operatorPassword(results.id), { body: { password: newPassword } });
    expect(reset).toMatchObject({ status: 200, body: { success: '1', data: { id: results.id } } });
    expect(reset.raw.toString()).not.toContain(newPassword);
    expect(await auditCount(api, 'operator.password_changed')).toBe(before + 1);
    expect((await admin(api, 'GET', ADMIN_API.me, { token: results.token })).status).toBe(401);
    expect((await logIn(results.phone, CONSOLE_PASSWORD)).statusCode).toBe(401);
    expect((await logIn(results.phone, newPassword)).statusCode).toBe(200);
  });

  // Last: it disables every other admin of this database, the demo one included.
  it('never leaves the console without an active admin, even when two admins act at once', async () => {
    const keeper = await newOperator(api, 'admin');
    const { rows } = await api.db.pool.query("SELECT id FROM operators WHERE role = 'admin' AND disabled_at IS NULL AND id <> $1", [keeper.id]);
    for (const { id } of rows) {
      expect((await admin(api, 'POST', ADMIN_API.operatorStatus(Number(id)), { token: keeper.token, body: { disabled: true, reason: 'One admin left' } })).status).toBe(200);
    }
    const roleChanges = await auditCount(api, 'operator.role_changed');
    const demote = await admin(api, 'POST', ADMIN_API.operatorRole(keeper.id), { token: keeper.token, body: { role: 'cashier', reason: 'Step down' } });
    expect(demote).toMatchObject({ status: 409, body: { success: '0', msg: OPERATOR_MSG.lastAdmin } });
    const disable = await admin(api, 'POST', ADMIN_API.operatorStatus(keeper.id), { token: keeper.token, body: { disabled: true, reason: 'Leaving' } });
    expect(disable).toMatchObject({ status: 409, body: { msg: OPERATOR_MSG.lastAdmin } });
    expect(await auditCount(api, 'operator.role_changed')).toBe(roleChanges);
    expect((await admin(api, 'GET', ADMIN_API.me, { token: keeper.token })).body.data.role).toBe('admin');

    // Two active admins disabling each other at the same moment: one wins; the other is told no
    // (409), or, when the winner committed first, finds its own session already ended (401).
    const second = await newOperator(api, 'admin');
    const replies = await Promise.all([
      admin(api, 'POST', ADMIN_API.operatorStatus(second.id), { token: keeper.token, body: { disabled: true, reason: 'Race one' } }),
      admin(api, 'POST', ADMIN_API.operatorStatus(keeper.id), { token: second.token, body: { disabled: true, reason: 'Race two' } }),
    ]);
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const active = await api.db.pool.query("SELECT count(*)::int AS n FROM operators WHERE role = 'admin' AND disabled_at IS NULL");
    expect(active.rows[0].n).toBe(1);
  });
});
