/** Wire rows as the server sends them (shared/src/api/types.ts), with overridable fields. */
import type { BidRecord, ChartDay, ChartRow, FundRequestRow, WalletHistoryRow } from '@matka/shared';

let serial = 0;

export function makeBid(overrides: Partial<BidRecord> = {}): BidRecord {
  serial += 1;
  return {
    date: '2026-11-21 10:15:00', game_name: 'KALYAN', game_type: 'single_digit', session: 'Open',
    open_digit: '5', close_digit: 'NA', open_pana: 'NA', close_pana: 'NA',
    points_action: 20, status: 'pending', win_points: 0, transaction_id: `tx-${serial}`,
    rate: { min_value: 10, max_value: 95 },
    ...overrides,
  };
}

export function makeWalletRow(overrides: Partial<WalletHistoryRow> = {}): WalletHistoryRow {
  return { date: '2026-11-21 10:15:00', remark: 'Bid placed', amount: '-20', updated_amount: 480, ...overrides };
}

export function makeRequest(overrides: Partial<FundRequestRow> = {}): FundRequestRow {
  return { points: 500, remark: 'UTR 123456789012', action_type: 'Deposite', status: '0', date: '2026-11-20 18:30:00', ...overrides };
}

export const day = (open_panna: string, jodi: string, close_panna: string): ChartDay => ({ open_panna, jodi, close_panna });

/** A week with the same day everywhere unless overridden. */
export function makeWeek(week: string, days: Partial<Omit<ChartRow, 'week'>> = {}, fill: ChartDay = day('***', '**', '***')): ChartRow {
  return { week, mon: fill, tue: fill, wed: fill, thu: fill, fri: fill, sat: fill, sun: fill, ...days };
}

/** A promise a test settles by hand (a response still in flight). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export const ok = <T>(field: 'result' | 'data', list: T[]) => () => ({ success: '1', msg: '', [field]: list });

/** A cached infinite list of one (last) page, as RTK Query holds it after a first load. */
export const onePage = <T>(result: T[]) => ({
  pages: [{ success: '1' as const, msg: '', result, next_cursor: null }],
  pageParams: [null],
});
