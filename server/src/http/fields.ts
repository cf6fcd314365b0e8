/**
 * Reading fields from a request body that may be JSON, form-urlencoded or
 * multipart: values arrive as strings, numbers or (multipart files) Buffers.
 * Every reader rejects wrong shapes with a 400 and a clear message instead of
 * letting a wrong type reach SQL.
 */
import { badRequest } from './errors.js';

export type Body = Record<string, unknown>;

export function bodyOf(raw: unknown): Body {
  if (raw && typeof raw === 'object' && !Array.isArray(raw) && !Buffer.isBuffer(raw)) return raw as Body;
  return {};
}

const MAX_TEXT = 2_000;

/** A text field; undefined when absent. Numbers are accepted as their decimal text. */
export function optionalText(body: Body, key: string, max = MAX_TEXT): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') throw badRequest(`${key} must be text.`);
  if (value.length > max) throw badRequest(`${key} is too long (at most ${max} characters).`);
  return value.trim();
}

export function requiredText(body: Body, key: string, message: string, max = MAX_TEXT): string {
  const value = optionalText(body, key, max);
  if (value === undefined || value === '') throw badRequest(message);
  return value;
}

export const PHONE_PATTERN = /^\d{10}$/;

export function phoneField(body: Body, key = 'phone_number'): string {
  const value = optionalText(body, key, 20);
  if (!value || !PHONE_PATTERN.test(value)) throw badRequest('Enter Valid mobile number !!');
  return value;
}

/**
 * A whole number of points. Fractions, exponents, signs and text are refused:
 * every amount in this system is an integer.
 */
export function pointsField(body: Body, key: string, requiredMessage: string): number {
  const value = body[key];
  if (value === undefined || value === null || value === '') throw badRequest(requiredMessage);
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : null;
  if (text === null || !/^\d{1,9}$/.test(text)) throw badRequest('Amount must be a whole number of points.');
  return Number(text);
}

export function fileField(body: Body, key: string): Buffer | undefined {
  const value = body[key];
  return Buffer.isBuffer(value) ? value : undefined;
}
