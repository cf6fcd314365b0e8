/** get_profile.php, edit_profile.php, updatePay.php, bank details. */
import { ACCOUNT_NUMBER_PATTERN, FUND_MSG, IFSC_PATTERN, MSG, firstProfileError, walletNumberError } from '@matka/shared';
import type { UserInfo } from '@matka/shared';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../data/users.js';
import { updatePaymentApps, updateProfile, upsertBankDetails } from '../../data/users.js';
import { badRequest } from '../../http/errors.js';
import { optionalText, requiredText, type Body } from '../../http/fields.js';
import { userInfo } from './userInfo.js';

export function profile(ctx: AppContext, user: UserRow): Promise<UserInfo> {
  return userInfo(ctx, ctx.db.pool, user.id);
}

export async function editProfile(ctx: AppContext, user: UserRow, body: Body): Promise<UserInfo> {
  const input = {
    name: optionalText(body, 'name', 60) ?? '',
    email: optionalText(body, 'email', 254) ?? '',
    phonpe: optionalText(body, 'phonpe', 20) ?? '',
    gpay: optionalText(body, 'gpay', 20) ?? '',
    paytm: optionalText(body, 'paytm', 20) ?? '',
  };
  const first = firstProfileError(input);
  if (first) throw badRequest(first);
  await updateProfile(ctx.db.pool, user.id, {
    name: input.name,
    email: input.email,
    phonepay: input.phonpe,
    googlepay: input.gpay,
    paytm: input.paytm,
  });
  return userInfo(ctx, ctx.db.pool, user.id);
}

function paymentApps(body: Body): { paytm?: string; phonepay?: string; googlepay?: string } {
  const apps: { paytm?: string; phonepay?: string; googlepay?: string } = {};
  const read = (key: 'paytm' | 'phonepay' | 'googlepay', message: string) => {
    const value = optionalText(body, key, 20);
    if (value === undefined || value === '') return;
    const error = walletNumberError(value, message);
    if (error) throw badRequest(error);
    apps[key] = value;
  };
  read('paytm', MSG.paytmTenDigits);
  read('phonepay', MSG.phonepeTenDigits);
  read('googlepay', MSG.gpayTenDigits);
  return apps;
}

export async function savePaymentApps(ctx: AppContext, user: UserRow, body: Body): Promise<UserInfo> {
  await updatePaymentApps(ctx.db.pool, user.id, paymentApps(body));
  return userInfo(ctx, ctx.db.pool, user.id);
}

export async function saveBankDetails(ctx: AppContext, user: UserRow, body: Body): Promise<void> {
  const ifsc = requiredText(body, 'ifsc_code', FUND_MSG.ifscRequired, 20).toUpperCase();
  if (!IFSC_PATTERN.test(ifsc)) throw badRequest(FUND_MSG.ifscInvalid);
  const accountNumber = requiredText(body, 'account_number', FUND_MSG.accountRequired, 30);
  if (!ACCOUNT_NUMBER_PATTERN.test(accountNumber)) throw badRequest(FUND_MSG.accountInvalid);
  const bankName = requiredText(body, 'bank_name', FUND_MSG.bankRequired, 80);
  const holder = requiredText(body, 'account_holder_name', FUND_MSG.holderRequired, 80);
  const apps = paymentApps(body);
  await ctx.db.transaction(async (tx) => {
    await upsertBankDetails(tx, user.id, { ifsc_code: ifsc, account_number: accountNumber, bank_name: bankName, account_holder_name: holder }, ctx.clock.now());
    await updatePaymentApps(tx, user.id, apps);
  });
}
