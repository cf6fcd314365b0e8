/** get_profile.php, edit_profile.php, updatePay.php, bank details. */
import { MSG, validateProfile } from '@matka/shared';
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
  const errors = validateProfile(input);
  const first = Object.values(errors).find(Boolean);
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

const TEN_DIGITS = /^\d{10}$/;

function paymentApps(body: Body): { paytm?: string; phonepay?: string; googlepay?: string } {
  const apps: { paytm?: string; phonepay?: string; googlepay?: string } = {};
  const read = (key: 'paytm' | 'phonepay' | 'googlepay', message: string) => {
    const value = optionalText(body, key, 20);
    if (value === undefined || value === '') return;
    if (!TEN_DIGITS.test(value)) throw badRequest(message);
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

const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const ACCOUNT_NUMBER = /^\d{9,18}$/;

export async function saveBankDetails(ctx: AppContext, user: UserRow, body: Body): Promise<void> {
  const ifsc = requiredText(body, 'ifsc_code', 'Please enter the IFSC code.', 20).toUpperCase();
  if (!IFSC.test(ifsc)) throw badRequest('Please enter a valid IFSC code.');
  const accountNumber = requiredText(body, 'account_number', 'Please enter the account number.', 30);
  if (!ACCOUNT_NUMBER.test(accountNumber)) throw badRequest('Please enter a valid account number (9 to 18 digits).');
  const bankName = requiredText(body, 'bank_name', 'Please enter the bank name.', 80);
  const holder = requiredText(body, 'account_holder_name', 'Please enter the account holder name.', 80);
  const apps = paymentApps(body);
  await ctx.db.transaction(async (tx) => {
    await upsertBankDetails(tx, user.id, { ifsc_code: ifsc, account_number: accountNumber, bank_name: bankName, account_holder_name: holder }, ctx.clock.now());
    await updatePaymentApps(tx, user.id, apps);
  });
}
