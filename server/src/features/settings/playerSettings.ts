/**
 * The settings players see (docs/API.md "Operator API" → settings): read
 * from the database on every player call that shows them; the limits that
 * every bid, deposit and withdrawal is checked against are kept in memory and
 * forgotten in every process when an edit commits (limitsCache.ts). Either
 * way an operator's change reaches players on their next call, on every API
 * process, with no restart. The environment only seeds the row on the first
 * start (ensurePlayerSettings).
 */
import { EDITABLE_SETTINGS, SETTINGS_MSG, type EditableSetting, type PlayerSettings, type UpdateSettingsInput } from '@matka/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/database.js';
import { recordAudit, type Actor } from '../../data/audit.js';
import { insertFirstRunSettings, readPlayerSettings, updatePlayerSettings, type PlayerSettingsRow } from '../../data/playerSettings.js';
import { assert, badRequest } from '../../errors.js';
import type { Limits } from './limitsCache.js';

type SettingsContext = Pick<AppContext, 'db' | 'config'>;

/** Boot: the first-run row from MIN_DEPOSIT, MAX_DEPOSIT, MIN_WITHDRAW, MAX_BID_POINTS and the seed's texts. */
export async function ensurePlayerSettings(ctx: SettingsContext): Promise<void> {
  const { MIN_DEPOSIT, MAX_DEPOSIT, MIN_WITHDRAW, MAX_BID_POINTS } = ctx.config;
  await ctx.db.transaction((tx) =>
    insertFirstRunSettings(tx, { minDeposit: MIN_DEPOSIT, maxDeposit: MAX_DEPOSIT, minWithdraw: MIN_WITHDRAW, maxBidPoints: MAX_BID_POINTS }));
}

export async function settingsRow(db: Queryable): Promise<PlayerSettingsRow> {
  const row = await readPlayerSettings(db);
  assert(row, 'player_settings has no row: prepareInstallation did not run');
  return row;
}

export function playerSettingsOf(row: PlayerSettingsRow): PlayerSettings {
  const settings = Object.fromEntries(EDITABLE_SETTINGS.map((key) => [key, row[key]])) as Omit<PlayerSettings, 'updated_at' | 'updated_by'>;
  return { ...settings, updated_at: row.updated_at?.toISOString() ?? null, updated_by: row.updated_by_name };
}

/** The limits as the database holds them now, as the request schemas take them. */
export async function readLimits(ctx: SettingsContext): Promise<Limits> {
  const row = await settingsRow(ctx.db.pool);
  return {
    minDeposit: row.min_deposit, maxDeposit: row.max_deposit, minWithdraw: row.min_withdraw,
    maxBidPoints: row.max_bid_points, uploadMaxBytes: ctx.config.UPLOAD_MAX_BYTES,
  };
}

/**
 * The limits every deposit, withdrawal and bid is checked against: from
 * memory in the HTTP app (limitsCache.ts), from the database elsewhere.
 */
export function currentLimits(ctx: Pick<AppContext, 'db' | 'config' | 'reads'>): Promise<Limits> {
  return ctx.reads?.limits.current() ?? readLimits(ctx);
}

/** An operator's edit: checked against the stored values, written with its audit row (changed fields only) in one transaction. */
export async function changeSettings(ctx: AppContext, actor: Actor, edit: UpdateSettingsInput): Promise<PlayerSettings> {
  await ctx.db.transaction(async (tx) => {
    const current = await readPlayerSettings(tx, true);
    assert(current, 'player_settings has no row');
    const changed = (Object.keys(edit) as EditableSetting[]).filter((key) => edit[key] !== undefined && edit[key] !== current[key]);
    const merged = { ...current, ...edit };
    if (merged.min_deposit > merged.max_deposit) throw badRequest(SETTINGS_MSG.depositRange);
    if (changed.length === 0) return;
    const before = Object.fromEntries(changed.map((key) => [key, current[key]]));
    const after = Object.fromEntries(changed.map((key) => [key, edit[key]]));
    const now = ctx.clock.now();
    await updatePlayerSettings(tx, after as Partial<Record<EditableSetting, string | number>>, actor.operatorId, now);
    await recordAudit(tx, {
      operatorId: actor.operatorId, action: 'setting.updated', targetType: 'settings', targetId: changed.join(','),
      before, after, requestId: actor.requestId, now,
    });
  });
  return playerSettingsOf(await settingsRow(ctx.db.pool));
}
