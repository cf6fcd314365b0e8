/**
 * The settings players see (docs/API.md "Operator API" → settings): limits,
 * where to pay a manual deposit, help numbers, the notice and links — and
 * one they never see, the result previews an operator may ask for. Stored
 * in the database; environment variables only seed a new installation. An
 * edit names only what changes; the server checks the merged result
 * (minimum deposit ≤ maximum deposit).
 */
import { z } from 'zod';
import { points, text } from './fields.js';

export const SETTINGS_MSG = {
  minDeposit: 'Minimum deposit must be a whole number of points from 1 to 10000000.',
  maxDeposit: 'Maximum deposit must be a whole number of points from 1 to 100000000.',
  minWithdraw: 'Minimum withdrawal must be a whole number of points from 1 to 10000000.',
  maxBid: 'Maximum bid must be a whole number of points from 10 to 10000000.',
  depositRange: 'Minimum deposit must not be more than the maximum deposit.',
  upiInvalid: 'Enter a UPI id such as name@bank, or leave it empty.',
  numberInvalid: 'Enter a 10-digit number, or leave it empty.',
  urlInvalid: 'Enter a link starting with https:// or http:// (or a path starting with /), or leave it empty.',
  previewsPerSession: 'Previews per session must be a whole number from 0 to 10.',
  nothingToChange: 'Nothing to change.',
} as const;

const limit = (message: string, min: number, max: number) =>
  points({ required: message, whole: message, min: { value: min, message }, max: { value: max, message } });

const pattern = (max: number, regex: RegExp, message: string) => text(max, 'This field').pipe(z.string().regex(regex, { error: message }));

const tenDigitsOrEmpty = pattern(10 + 10, /^(\d{10})?$/, SETTINGS_MSG.numberInvalid);
const link = pattern(300, /^((https?:\/\/[^\s]+)|(\/[^\s]*))?$/, SETTINGS_MSG.urlInvalid);

/** Every setting, as stored and as an edit names it. */
export const playerSettingsFields = z.object({
    min_deposit: limit(SETTINGS_MSG.minDeposit, 1, 10_000_000),
    max_deposit: limit(SETTINGS_MSG.maxDeposit, 1, 100_000_000),
    min_withdraw: limit(SETTINGS_MSG.minWithdraw, 1, 10_000_000),
    max_bid_points: limit(SETTINGS_MSG.maxBid, 10, 10_000_000),
    upi_id: pattern(100, /^([A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63})?$/, SETTINGS_MSG.upiInvalid),
    phonepe: tenDigitsOrEmpty,
    gpay: tenDigitsOrEmpty,
    paytm: tenDigitsOrEmpty,
    help_number_1: tenDigitsOrEmpty,
    help_number_2: tenDigitsOrEmpty,
    notification_head: text(500, 'The notice'),
    download_url: link,
    website_url: link,
    /** Not shown to players: the panas operators may preview per result session (docs/SETTLEMENT.md "Integrity"). */
    previews_per_session: limit(SETTINGS_MSG.previewsPerSession, 0, 10),
});
/** The settings' values (the table's columns, the console's fields). */
export type PlayerSettingValues = z.output<typeof playerSettingsFields>;
export type EditableSetting = keyof PlayerSettingValues;
/** The column names, in one place: an edit's keys are checked against this list before they reach SQL. */
export const EDITABLE_SETTINGS = playerSettingsFields.keyof().options;

export const updateSettingsRequest = playerSettingsFields
  .partial()
  .refine((edit) => Object.values(edit).some((value) => value !== undefined), { error: SETTINGS_MSG.nothingToChange });
export type UpdateSettingsInput = z.output<typeof updateSettingsRequest>;
