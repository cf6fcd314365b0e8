import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque session token: 256 random bits. Only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newOtpCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}
