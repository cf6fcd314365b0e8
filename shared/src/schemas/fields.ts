/**
 * Field schemas both sides of the wire validate with: the server parses every
 * request with them (`server/src/http/validate.ts`), the forms resolve with
 * them. Each carries its limits and the exact words a player reads
 * (docs/PRODUCT.md §5). Request schemas per area live beside this file
 * (`schemas/<area>.ts`) and are built from these fields.
 *
 * Bodies arrive as JSON, form-urlencoded or multipart, so a number may come
 * as text: fields that hold numbers accept both and give a number. `label`
 * names the field in the generic messages (wrong type, too long); the spec's
 * own messages are passed in where the spec has one.
 */
import { z } from 'zod';
import { MSG } from '../messages.js';

const WHOLE_POINTS = 'Amount must be a whole number of points.';

/** Absent and null are the same thing on the wire (form bodies cannot say null). */
const absentAs = (fallback: unknown) => (value: unknown) => (value === undefined || value === null ? fallback : value);

/** Text, trimmed; refuses NUL (PostgreSQL cannot store it) and anything longer than `max`. */
export function text(max: number, label = 'This field') {
  return z
    .union([z.string(), z.number().finite().transform(String)], { error: `${label} must be text.` })
    .transform((value) => value.trim())
    .refine((value) => !value.includes('\u0000'), { error: `${label} contains a character that is not allowed.` })
    .refine((value) => value.length <= max, { error: `${label} is too long (at most ${max} characters).` });
}

/** Optional text: absent or null gives undefined. */
export function optionalText(max: number, label = 'This field') {
  return z.preprocess(absentAs(undefined), text(max, label).optional());
}

/** Text that may be left out: absent, null or blank gives ''. */
export function textOrEmpty(max: number, label = 'This field') {
  return z.preprocess(absentAs(''), text(max, label));
}

/** Required text: empty or missing gives `message`. */
export function requiredText(max: number, message: string, label = 'This field') {
  return z.preprocess(absentAs(''), text(max, label)).refine((value) => value !== '', { error: message });
}

/** Text that must match `pattern` once present; missing or blank gives `required`. */
export function patternText(options: { max: number; required: string; pattern: RegExp; invalid: string; label?: string; upperCase?: boolean }) {
  return requiredText(options.max, options.required, options.label)
    .transform((value) => (options.upperCase ? value.toUpperCase() : value))
    .pipe(z.string().regex(options.pattern, { error: options.invalid }));
}

export const phoneNumber = (message: string = MSG.mobileInvalid, label = 'This field') =>
  z.preprocess(absentAs(''), text(20, label)).pipe(z.string().regex(/^\d{10}$/, { error: message }));

export const fourDigits = (message: string = MSG.pinFourDigits, label = 'This field') =>
  z.preprocess(absentAs(''), text(10, label)).pipe(z.string().regex(/^\d{4}$/, { error: message }));

/** An optional 10-digit wallet-app number: blank or absent gives undefined, anything else must be 10 digits. */
export function walletNumber(message: string, label = 'This field') {
  return z
    .preprocess(absentAs(''), text(20, label))
    .pipe(z.string().regex(/^(\d{10})?$/, { error: message }))
    .transform((value) => value || undefined);
}

/** Decimal digits only, as a number or text; signs, fractions and exponents never pass. */
function digitText(message: string, pattern: RegExp) {
  return z
    .preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string({ error: message }))
    .transform((value) => value.trim())
    .pipe(z.string().regex(pattern, { error: message }));
}

/**
 * A whole number of points, as a number or decimal text: fractions, exponents
 * and signs are refused (every amount in this system is an integer).
 */
export function points(options: {
  required: string;
  whole?: string;
  min?: { value: number; message: string };
  max?: { value: number; message: string };
}) {
  const whole = options.whole ?? WHOLE_POINTS;
  return z
    .preprocess(absentAs(''), z.unknown())
    .refine((value) => value !== '', { error: options.required, abort: true })
    .pipe(digitText(whole, /^\d{1,9}$/))
    .transform(Number)
    .refine((value) => options.min === undefined || value >= options.min.value, { error: options.min?.message })
    .refine((value) => options.max === undefined || value <= options.max.value, { error: options.max?.message });
}

/** A signed, non-zero whole number of points (operator adjustments: credit or debit). */
export const signedPoints = (message: string) =>
  z
    .preprocess(absentAs(''), digitText(message, /^-?\d{1,9}$/))
    .transform(Number)
    .refine((value) => value !== 0, { error: message });

/** A database id in a URL or a body: 1 to 15 digits. */
export const recordId = (message: string) => digitText(message, /^\d{1,15}$/).transform(Number);

/** A calendar date written YYYY-MM-DD that exists ('2026-02-30' is refused, not rolled over). */
export const calendarDate = (label: string) =>
  text(10, label).refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  }, { error: `${label} must be a real date written YYYY-MM-DD.` });

/** A value that must be one of `values`; anything else gives `message`. */
export const oneOf = <const Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z.enum(values, { error: message });

/** A filter that is simply ignored when it is not one of `values` (list screens never fail on a stale filter). */
export const optionalFilter = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values).optional().catch(undefined);

/** A console filter: '' (a form's "any") and absent are no filter; anything else must be valid (a 400, never ignored). */
export const strictFilter = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' || value === undefined || value === null ? undefined : value), schema.optional());
