/** docs/PRODUCT.md §3 User info, as login and get_profile.php return it. */
import { isLanguage, type UserInfo } from '@matka/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/database.js';
import { findBankDetails, userWithWallet } from '../../data/users.js';
import { settingsRow } from '../settings/playerSettings.js';
import { istDateTime } from '../../format.js';
import { playBlockOf } from '../eligibility.js';
import { siteInfo } from './siteInfo.js';
import { tickerText } from '../notices/notices.js';

export async function userInfo(ctx: AppContext, db: Queryable, userId: number): Promise<UserInfo> {
  // One after another: db may be a single transaction client.
  const user = await userWithWallet(db, userId);
  const bank = await findBankDetails(db, userId);
  // From the database on every call: an operator's change shows on the player's next fetch (docs/API.md settings).
  const settings = await settingsRow(db);
  return {
    phone_number: user.phone_number,
    name: user.name,
    email: user.email,
    wallet: user.balance,
    status: user.status,
    created_at: istDateTime(user.created_at),
    MIN_DEPOSIT: settings.min_deposit,
    UPI_ADMIN: settings.upi_id,
    download_url: settings.download_url,
    paytm: user.paytm,
    googlepay: user.googlepay,
    phonepay: user.phonepay,
    // The newest broadcast notice in force, else the settings' notice (docs/API.md "Inbox").
    notification_head: await tickerText(ctx, db, settings.notification_head),
    helpNumber1: settings.help_number_1,
    helpNumber2: settings.help_number_2,
    website_url: settings.website_url,
    bank_details: bank,
    ...siteInfo(ctx.config),
    limits: {
      min_deposit: settings.min_deposit,
      max_deposit: settings.max_deposit,
      min_withdraw: settings.min_withdraw,
      max_bid_points: settings.max_bid_points,
      upload_max_bytes: ctx.config.UPLOAD_MAX_BYTES,
    },
    play_block: playBlockOf(user, ctx.clock.now()),
    reality_check_minutes: user.reality_check_minutes,
    language: isLanguage(user.language) ? user.language : null,
  };
}
