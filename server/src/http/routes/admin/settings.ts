/** The settings players see, in the console (docs/API.md "Operator API" → settings). */
import { updateSettingsRequest, type ConsoleResponse, type PlayerSettings, consoleReply, playerSettings } from '@matka/shared';
import type { AppContext } from '../../../context.js';
import { changeSettings, playerSettingsOf, settingsRow } from '../../../features/settings/playerSettings.js';
import { actorOf } from '../../auth.js';
import { replies } from '../../responses.js';
import type { Routes } from '../../validate.js';

export function settingsRoutes(app: Routes, ctx: AppContext): void {
  app.get('/api/admin/settings', { config: { grant: 'settings' }, schema: replies(consoleReply(playerSettings)) }, async () => {
    return { success: '1', msg: 'Settings.', data: playerSettingsOf(await settingsRow(ctx.db.pool)) } satisfies ConsoleResponse<PlayerSettings>;
  });

  app.patch('/api/admin/settings', { config: { grant: 'settings' }, schema: { body: updateSettingsRequest, ...replies(consoleReply(playerSettings)) } }, async (request) => {
    const data = await changeSettings(ctx, actorOf(request), request.body);
    return { success: '1', msg: 'Settings saved. Players see them on their next visit.', data } satisfies ConsoleResponse<PlayerSettings>;
  });
}
