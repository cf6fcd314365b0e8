/**
 * A player's new ledger rows as wallet events (docs/LIVE.md "Wallet"): rows
 * in a run of the same kind and market become one event, their amounts
 * summed and the balance after the last of them, so a settlement that paid
 * three bids on one market says "You won" once and a bulk grid of 40 bids is
 * one message.
 */
import type { LiveEvent } from '@matka/shared';
import type { WalletRow } from '../../data/walletEvents.js';

export type WalletEvent = Extract<LiveEvent, { type: 'wallet' }> & { lastLedgerId: number };

/** `rows` of one player, oldest first. */
export function walletEvents(rows: readonly WalletRow[]): WalletEvent[] {
  const events: WalletEvent[] = [];
  for (const row of rows) {
    const last = events.at(-1);
    if (last && last.kind === row.kind && last.market === row.market) {
      last.amount += row.amount;
      last.count += 1;
      last.wallet = row.balance_after;
      last.lastLedgerId = row.id;
      continue;
    }
    events.push({ type: 'wallet', kind: row.kind, amount: row.amount, count: 1, wallet: row.balance_after, market: row.market, lastLedgerId: row.id });
  }
  return events;
}
