import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MSG } from '../messages.js';
import { FUND_MSG } from '../domain/fundRules.js';
import { bankDetailsRequest, editProfileRequest, loginRequest, paymentAppsRequest, signupRequest } from './account.js';
import { placeBidRequest } from './bids.js';
import { autoAddFundRequest, depositScreenshotFile, manualDepositRequest, withdrawRequest } from './funds.js';
import { limitsOf } from './limits.js';
import { fundDecisionRequest, walletAdjustmentRequest } from './operators.js';
import { createMarketRequest, MARKET_MSG, RATE_MSG, updateMarketRequest, updateRateRequest } from './adminMarkets.js';
import { SETTINGS_MSG, updateSettingsRequest } from './adminSettings.js';
import { playersQuery } from './adminPlayers.js';
import { declareResultRequest } from './results.js';

const firstMessage = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

const limits = limitsOf({ min_deposit: 200, max_deposit: 5_000, min_withdraw: 500, max_bid_points: 1_000, upload_max_bytes: 1024 });
const bid = (overrides: Record<string, unknown> = {}) => ({
  game_name: 'KALYAN', game_type: 'single_digit', session: 'Open', open_pana: 'NA', open_digit: '5', close_pana: 'NA', close_digit: 'NA',
  points_action: 10, transaction_id: 'abcdef123456', ...overrides,
});
const bids = (...list: unknown[]) => ({ bids: JSON.stringify(list) });

describe('account requests', () => {
  it('reports the first problem in form order, with the spec words', () => {
    expect(firstMessage(signupRequest, {})).toBe(MSG.mobileInvalid);
    expect(firstMessage(signupRequest, { phoneNumber: '9876543210' })).toBe(MSG.usernameRequired);
    expect(firstMessage(signupRequest, { phoneNumber: '9876543210', username: 'Asha', user_mpin: '12' })).toBe(MSG.pinFourDigits);
    expect(loginRequest.parse({ phone_number: 9876543210, password: '0042' })).toEqual({ phone_number: '9876543210', password: '0042' });
  });

  it('judges each profile field on its own, so a form can mark the right one', () => {
    const result = editProfileRequest.safeParse({ name: 'Asha', email: 'asha@', paytm: '123' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', MSG.emailInvalid], ['paytm', MSG.paytmTenDigits],
    ]);
    expect(editProfileRequest.parse({ name: ' Asha ', email: 'a@b.co', phonpe: '' })).toEqual({ name: 'Asha', email: 'a@b.co', phonpe: undefined, paytm: undefined, gpay: undefined });
  });

  it('leaves a blank wallet number out and upper-cases the IFSC', () => {
    expect(paymentAppsRequest.parse({ paytm: '9000000001', gpay: '' })).toEqual({ paytm: '9000000001', phonepay: undefined, googlepay: undefined });
    const saved = bankDetailsRequest.parse({ ifsc_code: 'sbin0001234', account_number: '123456789', bank_name: 'SBI', account_holder_name: 'Asha' });
    expect(saved.ifsc_code).toBe('SBIN0001234');
    expect(firstMessage(bankDetailsRequest, { ifsc_code: 'SBIN1234' })).toBe(FUND_MSG.ifscInvalid);
  });
});

describe('bid requests', () => {
  const request = placeBidRequest(limits);

  it('takes exactly one bid, as JSON text or as an array', () => {
    expect(request.parse(bids(bid())).bids.points_action).toBe(10);
    expect(request.parse({ bids: [bid()] }).bids.selection).toEqual({
      type: 'single_digit', session: 'Open', numbers: { openPana: null, openDigit: '5', closePana: null, closeDigit: null },
    });
    for (const wrong of [{}, { bids: '[' }, bids(), bids(bid(), bid()), bids('x'), { bids: 'x'.repeat(10_001) }]) {
      expect(firstMessage(request, wrong)).toMatch(/^bids (must be a JSON array holding one bid|is too long)\.$/);
    }
  });

  it('checks the market, then the numbers, then the points against the limits it was given', () => {
    expect(firstMessage(request, bids(bid({ game_name: 7, open_digit: 'x' })))).toBe('Please choose a market.');
    expect(firstMessage(request, bids(bid({ open_digit: '55', points_action: 1 })))).toBe(MSG.bidInvalidNumber);
    expect(firstMessage(request, bids(bid({ game_type: 'jodi_digit', session: 'Close', open_digit: '1', close_digit: '2' })))).toBe(MSG.marketClosed);
    expect(firstMessage(request, bids(bid({ points_action: 5 })))).toBe(MSG.bidMinimumPoints);
    expect(firstMessage(request, bids(bid({ points_action: 1_001 })))).toBe('Maximum 1000 Points per bid.');
    expect(firstMessage(request, bids(bid({ points_action: '10.5' })))).toBe('Points must be a whole number.');
    expect(firstMessage(request, bids(bid({ transaction_id: 'short' })))).toMatch(/^Every bid needs a transaction_id/);
  });
});

describe('money requests', () => {
  it('uses the operator limits it is built with', () => {
    const deposit = manualDepositRequest(limits);
    const image = new Uint8Array(10);
    expect(firstMessage(deposit, { amount: '150', UTR_NUM: 'UTR123456', image })).toBe('Minimum deposit limit is 200 .');
    expect(firstMessage(deposit, { amount: '6000', UTR_NUM: 'UTR123456', image })).toBe('Maximum deposit limit is 5000 .');
    expect(firstMessage(deposit, { amount: '300', UTR_NUM: '', image })).toBe(MSG.depositUtrRequired);
    expect(firstMessage(deposit, { amount: '300', UTR_NUM: 'utr-1', image })).toBe(FUND_MSG.utrInvalid);
    expect(firstMessage(deposit, { amount: '300', UTR_NUM: 'utr123456', image: new Uint8Array(1025) })).toBe(MSG.depositImageInvalid);
    expect(deposit.parse({ amount: '300', UTR_NUM: 'utr123456', image }).UTR_NUM).toBe('UTR123456');
    // /deposit's UTR form sends no screenshot; an empty file input is no screenshot either.
    expect(deposit.parse({ amount: '300', UTR_NUM: 'utr123456' }).image).toBeUndefined();
    expect(deposit.parse({ amount: '300', UTR_NUM: 'utr123456', image: new Uint8Array(0) }).image).toBeUndefined();
    expect(firstMessage(autoAddFundRequest(limits), { TRANS_ID: 'T1234567', AMOUNT: 100 })).toBe('Minimum deposit limit is 200 .');
  });

  it('takes on the file form only a PNG, JPEG or WebP File within the upload limit', () => {
    const picked = depositScreenshotFile(1024);
    const file = (type: string, size = 10) => new File([new Uint8Array(size)], 'pay', { type });
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) expect(picked.safeParse(file(type)).success).toBe(true);
    for (const refused of [file('application/pdf'), file('image/gif'), file('image/png', 0), file('image/png', 1025), null, undefined]) {
      expect(firstMessage(picked, refused)).toBe(MSG.depositImageInvalid);
    }
  });

  it('refuses a zero withdrawal before the minimum', () => {
    const withdraw = withdrawRequest(limits);
    expect(firstMessage(withdraw, { amount: 0 })).toBe(FUND_MSG.amountPositive);
    expect(firstMessage(withdraw, { amount: 400 })).toBe('Minimum withdrawal is 500 points.');
    expect(firstMessage(withdraw, {})).toBe(MSG.depositAmountRequired);
    expect(withdraw.parse({ amount: '600' })).toEqual({ amount: 600 });
  });
});

describe('operator requests', () => {
  it('takes signed adjustments and valid panas only', () => {
    expect(walletAdjustmentRequest.parse({ phone_number: '9876543210', amount: '-50', remark: 'Correction' }).amount).toBe(-50);
    expect(firstMessage(walletAdjustmentRequest, { phone_number: '9876543210', amount: 0, remark: 'Correction' })).toBe('Amount must be a non-zero whole number of points.');
    expect(firstMessage(walletAdjustmentRequest, { phone_number: '9876543210', amount: 10, remark: ' ok ' })).toBe('Say why the balance is adjusted (at least 3 characters).');
    expect(firstMessage(declareResultRequest, { market_id: '3', session: 'open', pana: '123' })).toBe(null);
    expect(firstMessage(declareResultRequest, { market_id: '3', session: 'open', pana: '132' })).toBe('The result must be a valid pana (e.g. 128, 550, 777).');
    expect(firstMessage(declareResultRequest, { market_id: 'x', session: 'open', pana: '123' })).toBe('Choose a market.');
  });
});

describe('console requests', () => {
  it('checks a market with messages an operator can act on', () => {
    const market = { name: 'NIGHT  STAR', open_time: '21:35', close_time: '00:05', days: ['sun', 'mon'] };
    expect(createMarketRequest.parse(market)).toMatchObject({ name: 'NIGHT STAR', days: ['mon', 'sun'], status: '1', display_order: 0, holidays: [] });
    expect(firstMessage(createMarketRequest, { ...market, name: 'A' })).toBe(MARKET_MSG.nameInvalid);
    expect(firstMessage(createMarketRequest, { ...market, open_time: '9:00' })).toBe(MARKET_MSG.openTimeInvalid);
    expect(firstMessage(createMarketRequest, { ...market, close_time: '21:35' })).toBe(MARKET_MSG.sameTimes);
    expect(firstMessage(createMarketRequest, { ...market, days: [] })).toBe(MARKET_MSG.daysRequired);
    expect(firstMessage(updateMarketRequest, { status: '0' })).toBe(MARKET_MSG.disableReason);
    expect(firstMessage(updateMarketRequest, { status: '0', reason: 'Festival week' })).toBe(null);
    expect(firstMessage(updateRateRequest, { type: 'Single Digit', min_value: 10, max_value: 10 })).toBe(RATE_MSG.maxNotAboveMin);
  });

  it('checks settings and ignores stale paging', () => {
    expect(firstMessage(updateSettingsRequest, {})).toBe(SETTINGS_MSG.nothingToChange);
    expect(firstMessage(updateSettingsRequest, { help_number_1: '12345' })).toBe(SETTINGS_MSG.numberInvalid);
    expect(firstMessage(updateSettingsRequest, { website_url: 'javascript:alert(1)' })).toBe(SETTINGS_MSG.urlInvalid);
    expect(updateSettingsRequest.parse({ min_deposit: '200', help_number_2: '' })).toEqual({ min_deposit: 200, help_number_2: '' });
    expect(playersQuery.parse({ page: 'x', page_size: '1000', sort: 'id; drop', q: ' 98 ' })).toEqual({ page: 1, page_size: 25, sort: 'created_at', dir: 'desc', q: '98' });
    expect(fundDecisionRequest.safeParse({ approve: false, reason: 'no' }).success).toBe(false);
  });
});
