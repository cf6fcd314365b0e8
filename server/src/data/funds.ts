/** SQL for deposit and withdrawal requests. */
import type { Queryable } from '../db/database.js';

export interface FundRequestRow {
  id: number;
  user_id: number;
  kind: 'deposit' | 'withdraw';
  method: 'manual' | 'gateway' | 'bank_transfer';
  points: number;
  status: '0' | '1' | '-1';
  utr: string | null;
  gateway_trans_id: string | null;
  image_path: string | null;
  remark: string;
  created_at: Date;
  decided_at: Date | null;
}

export async function insertFundRequest(
  db: Queryable,
  request: {
    userId: number; kind: 'deposit' | 'withdraw'; method: FundRequestRow['method']; points: number; utr?: string;
    gatewayTransId?: string; imagePath?: string; remark: string; now: Date;
  },
): Promise<number> {
  const result = await db.query<{ id: number }>(
    `INSERT INTO fund_requests (user_id, kind, method, points, utr, gateway_trans_id, image_path, remark, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [request.userId, request.kind, request.method, request.points, request.utr ?? null, request.gatewayTransId ?? null,
      request.imagePath ?? null, request.remark, request.now],
  );
  return result.rows[0]!.id;
}

export async function fundRequestsNewestFirst(db: Queryable, userId: number, limit = 500): Promise<FundRequestRow[]> {
  const result = await db.query<FundRequestRow>(
    'SELECT * FROM fund_requests WHERE user_id = $1 ORDER BY id DESC LIMIT $2',
    [userId, limit],
  );
  return result.rows;
}

export async function findFundRequest(db: Queryable, id: number, forUpdate = false): Promise<FundRequestRow | null> {
  const result = await db.query<FundRequestRow>(`SELECT * FROM fund_requests WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return result.rows[0] ?? null;
}

export async function findByGatewayTransId(db: Queryable, transId: string, forUpdate = false): Promise<FundRequestRow | null> {
  const result = await db.query<FundRequestRow>(
    `SELECT * FROM fund_requests WHERE gateway_trans_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [transId],
  );
  return result.rows[0] ?? null;
}

export async function decideFundRequest(db: Queryable, id: number, status: '1' | '-1', remark: string | null, operatorId: number | null, now: Date): Promise<void> {
  await db.query(
    `UPDATE fund_requests SET status = $2, remark = COALESCE($3, remark), decided_by = $4, decided_at = $5 WHERE id = $1`,
    [id, status, remark, operatorId, now],
  );
}

export async function listFundRequests(db: Queryable, filter: { status?: string; kind?: string }, limit = 200): Promise<(FundRequestRow & { phone_number: string; name: string })[]> {
  const result = await db.query<FundRequestRow & { phone_number: string; name: string }>(
    `SELECT f.*, u.phone_number, u.name FROM fund_requests f JOIN users u ON u.id = f.user_id
     WHERE ($1::text IS NULL OR f.status = $1) AND ($2::text IS NULL OR f.kind = $2)
     ORDER BY f.id DESC LIMIT $3`,
    [filter.status ?? null, filter.kind ?? null, limit],
  );
  return result.rows;
}
