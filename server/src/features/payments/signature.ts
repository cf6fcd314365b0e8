/**
 * HMAC-SHA256 webhook signatures, timestamped against replay. The header
 * reads `t=<unix seconds>,v1=<hex HMAC of "<t>.<raw body>">`, the scheme many
 * gateways use; an adapter for a gateway with another scheme writes its own
 * check but keeps the rules: the raw bytes, a constant-time comparison, and a
 * timestamp tolerance (docs/PAYMENTS.md "Security rules").
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookRefusal } from './gateway.js';

export function signatureOf(secret: string, timestamp: number, rawBody: Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

export function signatureHeader(secret: string, timestamp: number, rawBody: Buffer): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, rawBody)}`;
}

/** Null when `header` signs `rawBody` with `secret` within `toleranceSeconds` of `now`, else why not. */
export function signatureProblem(
  header: string | string[] | undefined, rawBody: Buffer, secret: string, now: Date, toleranceSeconds: number,
): WebhookRefusal | null {
  if (typeof header !== 'string' || header === '') return 'unsigned';
  const parts = new Map(header.split(',').map((part) => {
    const at = part.indexOf('=');
    return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
  }));
  const timestamp = parts.get('t') ?? '';
  const given = parts.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(given)) return 'unsigned';
  const expected = Buffer.from(signatureOf(secret, Number(timestamp), rawBody), 'hex');
  // Both are 32 bytes here (checked above), as timingSafeEqual requires.
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return 'bad_signature';
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > toleranceSeconds) return 'stale';
  return null;
}
