import { describe, expect, it } from 'vitest';
import type { MarketRow } from '../../data/markets.js';
import { clockChanges, nextClockChange } from './clockChanges.js';

const market = (id: number, name: string, open: string, close: string, daysMask = 127, status = '1') =>
  ({ id, name, open_time: `${open}:00`, close_time: `${close}:00`, days_mask: daysMask, status }) as MarketRow;
const ist = (text: string) => new Date(`${text}+05:30`);

describe('the clock changes of the home screen', () => {
  const kalyan = market(1, 'KALYAN', '15:45', '17:45', 0b0111111);
  const mainBazar = market(2, 'MAIN BAZAR', '21:35', '00:05', 0b0011111);

  it('closes each session at its cut-off, on the days the market runs', () => {
    const monday = clockChanges([kalyan], ist('2026-11-23T15:00:00'), ist('2026-11-23T18:00:00'));
    expect(monday.map((change) => [change.event.session, change.at.toISOString()])).toEqual([
      ['open', ist('2026-11-23T15:45:00').toISOString()],
      ['close', ist('2026-11-23T17:45:00').toISOString()],
    ]);
    // KALYAN does not run on Sunday.
    expect(clockChanges([kalyan], ist('2026-11-29T15:00:00'), ist('2026-11-29T18:00:00'))).toEqual([]);
    expect(clockChanges([market(3, 'OFF', '15:45', '17:45', 127, '0')], ist('2026-11-23T15:00:00'), ist('2026-11-23T18:00:00'))).toEqual([]);
  });

  it('closes a market past midnight on the next calendar day, under its business date, and starts a new day at midnight', () => {
    const night = clockChanges([mainBazar], ist('2026-11-23T23:59:00'), ist('2026-11-24T00:10:00'));
    expect(night.map((change) => change.dedupeKey)).toEqual(['new_day:2026-11-24', 'bidding_closed:2:2026-11-23:close']);
    expect(night[1]!.event).toEqual({ type: 'market', action: 'bidding_closed', market_id: 2, market: 'MAIN BAZAR', session: 'close', business_date: '2026-11-23' });
  });

  it('counts an instant on the boundary once: in (from, to]', () => {
    const cut = ist('2026-11-23T15:45:00');
    expect(clockChanges([kalyan], new Date(cut.getTime() - 1), cut)).toHaveLength(1);
    expect(clockChanges([kalyan], cut, new Date(cut.getTime() + 1))).toEqual([]);
    expect(nextClockChange([kalyan], ist('2026-11-23T15:00:00'), 60 * 60_000)).toEqual(cut);
    expect(nextClockChange([kalyan], ist('2026-11-23T15:00:00'), 60_000)).toBeNull();
  });
});
