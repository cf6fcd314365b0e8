/**
 * SQL for the guessing budgets (docs/SECURITY.md "Guessing"). A guess is a
 * row written before the secret is checked: `reserveGuess` takes an advisory
 * lock per account (and per address), counts the rows still in their
 * windows, and inserts the guess only while the budget has room, so parallel
 * guesses from any number of connections or processes are serialised and
 * never exceed it. A right secret deletes its row; a guess whose check never
 * finished stays counted as wrong.
 */
import type { Queryable } from '../db/database.js';

export type SecretKind = 'mpin' | 'otp' | 'password';

/** Both lock keys share this first key, so they never collide with the other advisory locks (one bigint key). */
const LOCK_SPACE = 104;

export interface Window {
  max: number;
  ms: number;
}

export interface GuessToReserve {
  secret: SecretKind;
  subject: string;
  /** A recognised device counts against itself only, and never against the address. */
  deviceId: number | null;
  address: string;
  now: Date;
}

export type Reservation =
  /** `counted` includes this guess; `oldest` is the oldest guess counted with it. */
  | { reserved: true; id: number; counted: number; oldest: Date }
  | { reserved: false; spent: 'subject' | 'address'; until: Date };

interface Count {
  counted: number;
  oldest: Date | null;
}

async function countSubject(tx: Queryable, guess: GuessToReserve, window: Window): Promise<Count> {
  const found = await tx.query<{ counted: number; oldest: Date | null }>(
    `SELECT count(*)::int AS counted, min(at) AS oldest FROM wrong_secrets
     WHERE secret = $1 AND subject = $2 AND cleared_at IS NULL AND at > $3 AND device_id IS NOT DISTINCT FROM $4`,
    [guess.secret, guess.subject, new Date(guess.now.getTime() - window.ms), guess.deviceId],
  );
  return found.rows[0]!;
}

async function countAddress(tx: Queryable, guess: GuessToReserve, window: Window): Promise<Count> {
  const found = await tx.query<{ counted: number; oldest: Date | null }>(
    `SELECT count(*)::int AS counted, min(at) AS oldest FROM wrong_secrets
     WHERE address = $1 AND device_id IS NULL AND cleared_at IS NULL AND at > $2`,
    [guess.address, new Date(guess.now.getTime() - window.ms)],
  );
  return found.rows[0]!;
}

/** When the oldest counted guess leaves the window: the budget has room again. */
const until = (count: Count, window: Window, now: Date): Date => new Date((count.oldest ?? now).getTime() + window.ms);

/** Call inside a transaction: the advisory locks are held until it ends. `address` null: no per-address budget. */
export async function reserveGuess(tx: Queryable, guess: GuessToReserve, subject: Window, address: Window | null): Promise<Reservation> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_SPACE, `${guess.secret}:${guess.subject}`]);
  const bySubject = await countSubject(tx, guess, subject);
  if (bySubject.counted >= subject.max) return { reserved: false, spent: 'subject', until: until(bySubject, subject, guess.now) };
  if (address) {
    // Always taken after the subject's lock, so two guesses never wait for each other's locks in opposite order.
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_SPACE, `address:${guess.address}`]);
    const byAddress = await countAddress(tx, guess, address);
    if (byAddress.counted >= address.max) return { reserved: false, spent: 'address', until: until(byAddress, address, guess.now) };
  }
  const inserted = await tx.query<{ id: string }>(
    'INSERT INTO wrong_secrets (secret, subject, address, device_id, at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [guess.secret, guess.subject, guess.address, guess.deviceId, guess.now],
  );
  return { reserved: true, id: Number(inserted.rows[0]!.id), counted: bySubject.counted + 1, oldest: bySubject.oldest ?? guess.now };
}

/** The secret was right: the guess was not a wrong one. */
export async function forgetGuess(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM wrong_secrets WHERE id = $1', [id]);
}

/** A right secret on a recognised device: that device's earlier wrong guesses stop counting. */
export async function clearDeviceGuesses(db: Queryable, secret: SecretKind, subject: string, deviceId: number, now: Date): Promise<void> {
  await db.query(
    'UPDATE wrong_secrets SET cleared_at = $4 WHERE secret = $1 AND subject = $2 AND device_id = $3 AND cleared_at IS NULL',
    [secret, subject, deviceId, now],
  );
}

/** A new password, or an operator lifting a player's budget: nothing counted so far counts any more. Returns how many were cleared. */
export async function clearGuesses(db: Queryable, secret: SecretKind, subject: string, now: Date): Promise<number> {
  const cleared = await db.query('UPDATE wrong_secrets SET cleared_at = $3 WHERE secret = $1 AND subject = $2 AND cleared_at IS NULL', [secret, subject, now]);
  return cleared.rowCount ?? 0;
}

export interface GuessTally {
  wrong: number;
  /** When the budget has room again, if it is spent. */
  oldest: Date | null;
}

/** Wrong guesses from unrecognised devices still in the window (the figure the console shows and send_otp checks). */
export async function unknownDeviceTally(db: Queryable, secret: SecretKind, subject: string, since: Date): Promise<GuessTally> {
  const found = await db.query<{ wrong: number; oldest: Date | null }>(
    `SELECT count(*)::int AS wrong, min(at) AS oldest FROM wrong_secrets
     WHERE secret = $1 AND subject = $2 AND device_id IS NULL AND cleared_at IS NULL AND at > $3`,
    [secret, subject, since],
  );
  return found.rows[0]!;
}

export interface WrongSecretRow {
  at: Date;
  address: string;
  known_device: boolean;
}

/** The newest wrong guesses on one account, counted or not (an operator's own sign-in history). */
export async function recentWrongSecrets(db: Queryable, secret: SecretKind, subject: string, since: Date, limit: number): Promise<WrongSecretRow[]> {
  const found = await db.query<WrongSecretRow>(
    `SELECT at, address, device_id IS NOT NULL AS known_device FROM wrong_secrets
     WHERE secret = $1 AND subject = $2 AND at > $3 ORDER BY at DESC, id DESC LIMIT $4`,
    [secret, subject, since, limit],
  );
  return found.rows;
}

/** Housekeeping: rows older than every window. */
export async function deleteOldGuesses(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM wrong_secrets WHERE at < $1', [before]);
}
