/** SQL for deposit and withdrawal requests. */
import type { FundRequestState } from '@matka/shared';
import { type Page, type PageQuery, pageBounds, pageOf } from './paging.js';
import type { Queryable } from '../db/database.js';

export interface FundRequestRow {
  id: number;
  user_id: number;
  kind: 'deposit' | 'withdraw';
  method: 'manual' | 'gateway' | 'bank_transfer';
  points: number;
  status: FundRequestState;
  utr: string | null;
  /** Gateway payments: the player's own TRANS_ID, unique per player only (docs/PAYMENTS.md "Whose TRANS_ID"). */
  gateway_trans_id: string | null;
  image_path: string | null;
  /** Gateway payments: the gateway and money mode the payment was opened with (migration 013). */
  gateway: string | null;
  money_mode: 'play' | 'real' | null;
  /** Gateway payments: the currency the order was opened in, and the gateway's own order id once it answered (migration 091). */
  currency: string | null;
  gateway_order_id: string | null;
  /** Gateway payments: what the gateway knows the order by, unique across players, and its payment page (migration 107). */
  gateway_reference: string | null;
  payment_url: string | null;
  remark: string;
  created_at: Date;
  decided_at: Date | null;
}

export async function insertFundRequest(
  db: Queryable,
  request: {
    userId: number; kind: 'deposit' | 'withdraw'; method: FundRequestRow['method']; points: number; utr?: string;
    gatewayTransId?: string; imagePath?: string; remark: string; now: Date;
    gateway?: { name: string; moneyMode: 'play' | 'real'; currency: string; reference: string };
  },
): Promise<number> {
  const result = await db.query<{ id: number }>(
    `INSERT INTO fund_requests (user_id, kind, method, points, utr, gateway_trans_id, image_path, remark, created_at, gateway, money_mode, currency, gateway_reference)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [request.userId, request.kind, request.method, request.points, request.utr ?? null, request.gatewayTransId ?? null,
      request.imagePath ?? null, request.remark, request.now, request.gateway?.name ?? null, request.gateway?.moneyMode ?? null,
      request.gateway?.currency ?? null, request.gateway?.reference ?? null],
  );
  return result.rows[0]!.id;
}

/** One page of a player's fund requests, newest first, optionally of one kind and only approved ones. */
export async function fundRequestPage(
  db: Queryable, userId: number, page: PageQuery, scope: { kind?: FundRequestRow['kind'] | undefined; approvedOnly: boolean },
): Promise<Page<FundRequestRow>> {
  const { before, limitPlusOne } = pageBounds(page);
  const result = await db.query<FundRequestRow>(
    `SELECT * FROM fund_requests
     WHERE user_id = $1 AND ($2::bigint IS NULL OR id < $2) AND ($3::text IS NULL OR kind = $3) AND (NOT $4 OR status = 'approved')
     ORDER BY id DESC LIMIT $5`,
    [userId, before, scope.kind ?? null, scope.approvedOnly, limitPlusOne],
  );
  return pageOf(result.rows, page.limit);
}

export async function findFundRequest(db: Queryable, id: number, forUpdate = false): Promise<FundRequestRow | null> {
  const result = await db.query<FundRequestRow>(`SELECT * FROM fund_requests WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return result.rows[0] ?? null;
}

/** A player's gateway deposit by the player's own TRANS_ID: another player's is not found, exactly like an unused one. */
export async function findPlayerGatewayRequest(db: Queryable, userId: number, transId: string): Promise<FundRequestRow | null> {
  const result = await db.query<FundRequestRow>('SELECT * FROM fund_requests WHERE user_id = $1 AND gateway_trans_id = $2', [userId, transId]);
  return result.rows[0] ?? null;
}

/** A gateway deposit by the reference the gateway knows it by (its events and status answers). */
export async function findByGatewayReference(db: Queryable, reference: string, forUpdate = false): Promise<FundRequestRow | null> {
  const result = await db.query<FundRequestRow>(
    `SELECT * FROM fund_requests WHERE gateway_reference = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [reference],
  );
  return result.rows[0] ?? null;
}

export async function decideFundRequest(db: Queryable, id: number, status: Exclude<FundRequestState, 'pending'>, remark: string | null, operatorId: number | null, now: Date): Promise<void> {
  await db.query(
    `UPDATE fund_requests SET status = $2, remark = COALESCE($3, remark), decided_by = $4, decided_at = $5 WHERE id = $1`,
    [id, status, remark, operatorId, now],
  );
}
