/** SPEC §3 User info, as login and get_profile.php return it. */
import type { UserInfo } from '@matka/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/database.js';
import { findBankDetails, readSettings, userWithWallet } from '../../data/users.js';
import { istDateTime } from '../../format.js';

export async function userInfo(ctx: AppContext, db: Queryable, userId: number): Promise<UserInfo> {
  // One after another: db may be a single transaction client.
  const user = await userWithWallet(db, userId);
  const bank = await findBankDetails(db, userId);
  const settings = await readSettings(db);
  const setting = (key: string) => settings.get(key) ?? '';
  return {
    phone_number: user.phone_number,
    name: user.name,
    email: user.email,
    wallet: user.balance,
    status: user.status,
    created_at: istDateTime(user.created_at),
    MIN_DEPOSIT: ctx.config.MIN_DEPOSIT,
    UPI_ADMIN: setting('upi_admin'),
    download_url: setting('download_url'),
    paytm: user.paytm,
    googlepay: user.googlepay,
    phonepay: user.phonepay,
    notification_head: setting('notification_head'),
    helpNumber1: setting('help_number_1'),
    helpNumber2: setting('help_number_2'),
    website_url: setting('website_url'),
    bank_details: bank,
    money_mode: ctx.config.MONEY_MODE,
  };
}
