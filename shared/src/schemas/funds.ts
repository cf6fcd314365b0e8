/**
 * Requests of the money calls: manual deposit (UTR + screenshot), gateway
 * deposit, payment status, withdrawal (docs/PRODUCT.md §5, §7). The limits are
 * the operator's settings: the server passes its own values, the client the
 * ones the API reports in the player's `limits`.
 */
import { z } from 'zod';
import { FUND_MSG, SCREENSHOT_TYPES, UTR_PATTERN } from '../domain/fundRules.js';
import { MSG } from '../messages.js';
import { optionalText, patternText, points } from './fields.js';

export interface FundLimits {
  minDeposit: number;
  maxDeposit: number;
  minWithdraw: number;
  uploadMaxBytes: number;
}

export const GATEWAY_TRANS_ID_PATTERN = /^[A-Za-z0-9_-]{6,40}$/;

export const depositAmount = (limits: Pick<FundLimits, 'minDeposit' | 'maxDeposit'>) =>
  points({
    required: MSG.depositAmountRequired,
    min: { value: limits.minDeposit, message: MSG.depositMinimum(limits.minDeposit) },
    max: { value: limits.maxDeposit, message: `Maximum deposit limit is ${limits.maxDeposit} .` },
  });

/** The size of a screenshot, whether it is a browser File/Blob or the server's Buffer. */
function byteSize(value: unknown): number | null {
  if (value instanceof Uint8Array) return value.byteLength;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return value.size;
  return null;
}

/**
 * The screenshot: present and within the upload limit. What the bytes are is
 * judged by the server from the bytes themselves, never from a name or type.
 */
export const depositScreenshot = (uploadMaxBytes: number) =>
  z.custom<Uint8Array | Blob>(
    (value) => {
      const size = byteSize(value);
      return size !== null && size > 0 && size <= uploadMaxBytes;
    },
    { error: MSG.depositImageInvalid },
  );

/**
 * The screenshot as the file form's picker holds it: a browser File, required,
 * within the server's limit (depositScreenshot) and of a type the picker
 * offers, so a PDF is refused as soon as it is picked, in the server's words.
 */
export const depositScreenshotFile = (uploadMaxBytes: number) =>
  z.custom<File>(
    (value) =>
      typeof File !== 'undefined' && value instanceof File
      && (SCREENSHOT_TYPES as readonly string[]).includes(value.type)
      && depositScreenshot(uploadMaxBytes).safeParse(value).success,
    { error: MSG.depositImageInvalid },
  );

/**
 * add_points_request.php. The screenshot comes from the file form only
 * (/add_fund_user); /deposit's UTR form sends amount and UTR alone
 * (docs/PRODUCT.md §7 "image on the file form only"). An empty file part — a
 * file input left empty — counts as no screenshot.
 */
export const manualDepositRequest = (limits: FundLimits) =>
  z.object({
    amount: depositAmount(limits),
    UTR_NUM: patternText({ max: 60, required: MSG.depositUtrRequired, pattern: UTR_PATTERN, invalid: FUND_MSG.utrInvalid, label: 'UTR_NUM', upperCase: true }),
    image: z.preprocess((value) => (byteSize(value) === 0 ? undefined : value), depositScreenshot(limits.uploadMaxBytes).optional()),
  });

export const withdrawRequest = (limits: Pick<FundLimits, 'minWithdraw'>) =>
  z.object({
    amount: points({
      required: MSG.depositAmountRequired,
      min: { value: 1, message: FUND_MSG.amountPositive },
    }).refine((amount) => amount <= 0 || amount >= limits.minWithdraw, { error: `Minimum withdrawal is ${limits.minWithdraw} points.` }),
  });

const gatewayTransId = (required: string, invalid: string) =>
  patternText({ max: 60, required, pattern: GATEWAY_TRANS_ID_PATTERN, invalid, label: 'TRANS_ID' });

/** add_fund_auto.php: TRANS_ID is made by the client, so a retried start is recognised. */
export const autoAddFundRequest = (limits: Pick<FundLimits, 'minDeposit' | 'maxDeposit'>) =>
  z.object({
    TRANS_ID: gatewayTransId('TRANS_ID is required.', 'TRANS_ID must be 6 to 40 letters, digits, - or _.'),
    AMOUNT: depositAmount(limits),
  });

const knownTransId = () =>
  optionalText(60, 'TRANS_ID').pipe(z.string({ error: 'TRANS_ID is required.' }).regex(GATEWAY_TRANS_ID_PATTERN, { error: 'TRANS_ID is required.' }));

export const paymentStatusRequest = z.object({ TRANS_ID: knownTransId() });

/** The play-mode sandbox gateway page (GET ?trans_id=) and its verdict (POST). */
export const sandboxPaymentQuery = z.object({ trans_id: knownTransId() });
export const sandboxPaymentRequest = z.object({
  trans_id: knownTransId(),
  outcome: z.preprocess((value) => value === 'paid', z.boolean()),
});

export type WithdrawInput = z.output<ReturnType<typeof withdrawRequest>>;
export type AutoAddFundInput = z.output<ReturnType<typeof autoAddFundRequest>>;

