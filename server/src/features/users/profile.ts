/** get_profile.php, edit_profile.php, updatePay.php, bank details. */
import type { BankDetailsInput, EditProfileInput, PaymentAppsInput, UserInfo } from '@matka/shared';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../data/users.js';
import { updatePaymentApps, updateProfile, upsertBankDetails } from '../../data/users.js';
import { userInfo } from './userInfo.js';

export function profile(ctx: AppContext, user: UserRow): Promise<UserInfo> {
  return userInfo(ctx, ctx.db.pool, user.id);
}

/** The profile form saves every field: a wallet number left blank is cleared. */
export async function editProfile(ctx: AppContext, user: UserRow, input: EditProfileInput): Promise<UserInfo> {
  await updateProfile(ctx.db.pool, user.id, {
    name: input.name,
    email: input.email,
    phonepay: input.phonpe ?? '',
    googlepay: input.gpay ?? '',
    paytm: input.paytm ?? '',
  });
  return userInfo(ctx, ctx.db.pool, user.id);
}

/** Only the numbers that were given: a blank one leaves the saved number as it is. */
function givenApps(input: PaymentAppsInput): { paytm?: string; phonepay?: string; googlepay?: string } {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

export async function savePaymentApps(ctx: AppContext, user: UserRow, input: PaymentAppsInput): Promise<UserInfo> {
  await updatePaymentApps(ctx.db.pool, user.id, givenApps(input));
  return userInfo(ctx, ctx.db.pool, user.id);
}

export async function saveBankDetails(ctx: AppContext, user: UserRow, input: BankDetailsInput): Promise<void> {
  const { ifsc_code, account_number, bank_name, account_holder_name, ...apps } = input;
  await ctx.db.transaction(async (tx) => {
    await upsertBankDetails(tx, user.id, { ifsc_code, account_number, bank_name, account_holder_name }, ctx.clock.now());
    await updatePaymentApps(tx, user.id, givenApps(apps));
  });
}
