/** set_language.php: the player's language, kept on the account so a new device follows it (docs/I18N.md). */
import type { LanguageInput, UserInfo } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { updateLanguage, type UserRow } from '../../data/users.js';
import { userInfo } from './userInfo.js';

export async function setLanguage(ctx: AppContext, user: UserRow, input: LanguageInput): Promise<UserInfo> {
  await updateLanguage(ctx.db.pool, user.id, input.language);
  return userInfo(ctx, ctx.db.pool, user.id);
}
