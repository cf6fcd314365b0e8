import { describe, expect, it } from 'vitest';
import type { WalletRow } from '../../data/walletEvents.js';
import { parseResumeId, formatResumeId } from './resumeId.js';
import { walletEvents } from './walletEvents.js';

const row = (id: number, kind: WalletRow['kind'], amount: number, balance: number, market: string | null = null): WalletRow =>
  ({ id, user_id: 7, kind, amount, balance_after: balance, market });

describe('wallet events from ledger rows', () => {
  it('sums a run of one kind on one market into one event, with the balance after its last row', () => {
    const rows = [row(1, 'bid', -10, 90, 'KALYAN'), row(2, 'bid', -20, 70, 'KALYAN'), row(3, 'bid', -5, 65, 'SRIDEVI'),
      row(4, 'win', 95, 160, 'KALYAN'), row(5, 'win', 90, 250, 'KALYAN'), row(6, 'deposit', 500, 750)];
    expect(walletEvents(rows)).toEqual([
      { type: 'wallet', kind: 'bid', amount: -30, count: 2, wallet: 70, market: 'KALYAN', lastLedgerId: 2 },
      { type: 'wallet', kind: 'bid', amount: -5, count: 1, wallet: 65, market: 'SRIDEVI', lastLedgerId: 3 },
      { type: 'wallet', kind: 'win', amount: 185, count: 2, wallet: 250, market: 'KALYAN', lastLedgerId: 5 },
      { type: 'wallet', kind: 'deposit', amount: 500, count: 1, wallet: 750, market: null, lastLedgerId: 6 },
    ]);
  });
});

describe('resume ids', () => {
  it('round-trips a position and refuses anything else', () => {
    expect(parseResumeId(formatResumeId({ seq: 12, ledger: 340 }))).toEqual({ seq: 12, ledger: 340 });
    for (const bad of [undefined, '', '12', '12-', '-1-2', '1e3-4', '12-34-56', `${'9'.repeat(16)}-1`]) expect(parseResumeId(bad)).toBeNull();
  });
});
