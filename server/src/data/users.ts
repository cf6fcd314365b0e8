/** SQL for players and operators. */
import type { OperatorRole } from '@matka/shared';
import type { Queryable } from '../db/database.js';
import { assert } from '../errors.js';

export interface UserRow {
  id: number;
  phone_number: string;
  name: string;
  email: string;
  mpin_hash: string;
  status: string;
  paytm: string;
  googlepay: string;
  phonepay: string;
  /** A time-out or self-exclusion closes betting and deposits (features/eligibility.ts, docs/PROTECTION.md). */
  self_excluded_until: Date | null;
  exclusion_kind: 'timeout' | 'self_exclusion' | null;
  reality_check_minutes: number;
  /** NULL until the player chooses (migration 120, docs/I18N.md). */
  language: string | null;
  created_at: Date;
}

export interface UserWithWallet extends UserRow {
  balance: number;
}

export interface BankRow {
  ifsc_code: string;
  account_number: string;
  bank_name: string;
  account_holder_name: string;
}

export async function findUserByPhone(db: Queryable, phone: string, forUpdate = false): Promise<UserRow | null> {
  const result = await db.query<UserRow>(
    `SELECT * FROM users WHERE phone_number = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [phone],
  );
  return result.rows[0] ?? null;
}

export async function userWithWallet(db: Queryable, userId: number): Promise<UserWithWallet> {
  const result = await db.query<UserWithWallet>(
    'SELECT u.*, w.balance FROM users u JOIN wallets w ON w.user_id = u.id WHERE u.id = $1',
    [userId],
  );
  const row = result.rows[0];
  assert(row, `user ${userId} has no wallet`);
  return row;
}

export async function insertUser(
  db: Queryable,
  user: { phone: string; name: string; email: string; mpinHash: string; dateOfBirth: string | null; termsAcceptedAt: Date | null; now: Date },
): Promise<number | null> {
  const result = await db.query<{ id: number }>(
    `WITH u AS (
       INSERT INTO users (phone_number, name, email, mpin_hash, date_of_birth, terms_accepted_at, created_at) VALUES ($1, $2, $3, $4, $6, $7, $5)
       ON CONFLICT (phone_number) DO NOTHING RETURNING id
     ), w AS (INSERT INTO wallets (user_id, balance, updated_at) SELECT id, 0, $5 FROM u)
     SELECT id FROM u`,
    [user.phone, user.name, user.email, user.mpinHash, user.now, user.dateOfBirth, user.termsAcceptedAt],
  );
  return result.rows[0]?.id ?? null;
}

export async function updateProfile(
  db: Queryable,
  userId: number,
  fields: { name: string; email: string; phonepay?: string; googlepay?: string; paytm?: string },
): Promise<void> {
  await db.query(
    `UPDATE users SET name = $2, email = $3,
       phonepay = COALESCE($4, phonepay), googlepay = COALESCE($5, googlepay), paytm = COALESCE($6, paytm)
     WHERE id = $1`,
    [userId, fields.name, fields.email, fields.phonepay ?? null, fields.googlepay ?? null, fields.paytm ?? null],
  );
}

export async function findBankDetails(db: Queryable, userId: number): Promise<BankRow | null> {
  const result = await db.query<BankRow>(
    'SELECT ifsc_code, account_number, bank_name, account_holder_name FROM bank_details WHERE user_id = $1',
    [userId],
  );
  return result.rows[0] ?? null;
}

export async function upsertBankDetails(db: Queryable, userId: number, bank: BankRow, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO bank_details (user_id, ifsc_code, account_number, bank_name, account_holder_name, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id) DO UPDATE SET ifsc_code = $2, account_number = $3, bank_name = $4,
       account_holder_name = $5, updated_at = $6`,
    [userId, bank.ifsc_code, bank.account_number, bank.bank_name, bank.account_holder_name, now],
  );
}

export async function updatePaymentApps(
  db: Queryable,
  userId: number,
  apps: { paytm?: string; phonepay?: string; googlepay?: string },
): Promise<void> {
  await db.query(
    `UPDATE users SET paytm = COALESCE($2, paytm), phonepay = COALESCE($3, phonepay), googlepay = COALESCE($4, googlepay)
     WHERE id = $1`,
    [userId, apps.paytm ?? null, apps.phonepay ?? null, apps.googlepay ?? null],
  );
}

export async function updateLanguage(db: Queryable, userId: number, language: string): Promise<void> {
  await db.query('UPDATE users SET language = $2 WHERE id = $1', [userId, language]);
}

export interface OperatorRow {
  id: number;
  phone_number: string | null;
  username: string | null;
  name: string;
  role: OperatorRole;
  password_hash: string;
  disabled_at: Date | null;
}

export async function findOperatorByPhone(db: Queryable, phone: string): Promise<OperatorRow | null> {
  const result = await db.query<OperatorRow>('SELECT * FROM operators WHERE phone_number = $1', [phone]);
  return result.rows[0] ?? null;
}

/** `username` as stored: lowercase (operatorUsername in shared lowers what is typed). */
export async function findOperatorByUsername(db: Queryable, username: string): Promise<OperatorRow | null> {
  const result = await db.query<OperatorRow>('SELECT * FROM operators WHERE username = $1', [username]);
  return result.rows[0] ?? null;
}

/**
 * A new MPIN. Wrong guesses at the old one stay counted (docs/SECURITY.md
 * "Guessing"): clearing them would hand a guesser a fresh budget per reset.
 */
export async function setMpin(db: Queryable, userId: number, mpinHash: string): Promise<void> {
  await db.query('UPDATE users SET mpin_hash = $2 WHERE id = $1', [userId, mpinHash]);
}
