import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeEventSource } from '@matka/shared/testing';
import type { BoardSession } from '@matka/shared';
import { Console } from '../../Console';
import { fakeOperatorApi, type OperatorCallRecord } from '../../../test/fakeOperatorApi';
import { noCounts } from '../../../test/pages';
import { operatorOf, renderConsole } from '../../../test/render';
import { BOARD_POLL_MS } from './Board';

const DATE = '2026-11-23';
/** IST wall time on the board's day as the server writes instants. */
const ist = (time: string, date = DATE) => new Date(`${date}T${time}:00+05:30`).toISOString();

function session(market_id: number, market: string, which: 'open' | 'close', cutoff: string, fields: Partial<BoardSession> = {}): BoardSession {
  const due = ist(cutoff);
  return {
    market_id, market, business_date: DATE, session: which, cutoff, due_at: due,
    overdue_at: new Date(Date.parse(due) + 30 * 60_000).toISOString(), state: 'taking_bids', drawn_by: 'operator',
    pana: null, declared_at: null, bids: 0, points: 0, declarable: false, ...fields,
  };
}

/** 16:00 IST: a day with every state on it, in cut-off order as the server sends it. */
const SESSIONS: BoardSession[] = [
  session(1, 'STAR MORNING', 'open', '06:30', { state: 'declared', pana: '128', declared_at: ist('06:32'), bids: 40, points: 4000 }),
  session(1, 'STAR MORNING', 'close', '07:30', { state: 'declared', pana: '337', declared_at: ist('07:31'), bids: 60, points: 6500 }),
  session(2, 'SRIDEVI', 'open', '11:35', { state: 'drawn', drawn_by: 'server', pana: '550', declared_at: ist('11:35') }),
  session(4, 'TIME BAZAR', 'open', '13:00', { state: 'holiday' }),
  session(2, 'SRIDEVI', 'close', '12:35', { state: 'drawn', drawn_by: 'server', pana: '777', declared_at: ist('12:35') }),
  session(5, 'MILAN DAY', 'open', '15:00', { state: 'overdue', bids: 1200, points: 250000, declarable: true }),
  session(3, 'KALYAN', 'open', '15:45', { state: 'waiting', bids: 310, points: 41000, declarable: true }),
  session(5, 'MILAN DAY', 'close', '17:00', { state: 'taking_bids', bids: 800, points: 90000 }),
  session(6, 'MILAN NIGHT', 'open', '21:00', { state: 'off' }),
];

function boardOf(sessions: BoardSession[]) {
  return { success: '1', data: { date: DATE, now: ist('16:00'), overdue_minutes: 30, sessions } };
}

/** What the results screen's GET answers for a market day nobody has declared or previewed. */
function marketDay(marketId: number, market: string) {
  return {
    market_id: marketId, market, business_date: DATE, open_pana: null, close_pana: null, draw_mode: 'manual', draws: [], declarations: [],
    back_dated: null, previewed: { open: 0, close: 0 }, preview_limit: 3,
  };
}

function preview(pana: string) {
  return {
    market_id: 3, business_date: DATE, session: 'open', pana, settled: 310, winners: 31, staked: 41000, paid: 29450, net: 11550,
    previewed_panas: 1, preview_limit: 3,
    by_game_type: [{ game_type: 'single_digit', settled: 310, winners: 31, staked: 41000, paid: 29450, net: 11550 }],
    biggest_wins: [],
  };
}

const rowOf = (name: RegExp) => screen.getByRole('listitem', { name });

describe("today's board", () => {
  it('lists the sessions in cut-off order, each with its state in words, its result, bids and points', async () => {
    const api = fakeOperatorApi({ 'GET board': () => boardOf(SESSIONS), 'GET fund-requests/counts': () => noCounts });
    renderConsole(<Console />, { path: '/admin/board', operator: operatorOf('results') });

    const list = await screen.findByRole('list', { name: 'Sessions by cut-off' });
    const rows = within(list).getAllByRole('listitem').filter((row) => row.parentElement === list);
    expect(rows.map((row) => row.getAttribute('aria-labelledby') && within(row).getByRole('heading').textContent)).toEqual([
      'STAR MORNING Open', 'STAR MORNING Close', 'SRIDEVI Open', 'TIME BAZAR Open', 'SRIDEVI Close', 'MILAN DAY Open', 'KALYAN Open', 'MILAN DAY Close', 'MILAN NIGHT Open',
    ]);
    expect(rows.map((row) => row.querySelector('.pill')?.textContent)).toEqual([
      'Declared', 'Declared', 'Drawn by the server', 'Holiday', 'Drawn by the server', 'Overdue since 15:30', 'Waiting since 15:45', 'Taking bids until 17:00', 'Switched off',
    ]);
    const starClose = rowOf(/STAR MORNING Close/);
    expect(within(starClose).getByLabelText('Close result 337').textContent).toBe('3-337');
    expect(within(starClose).getByText('at 07:31')).toBeTruthy();
    const milan = rowOf(/MILAN DAY Open/);
    expect(within(milan).getByText('Bids').nextElementSibling?.textContent).toBe('1,200');
    expect(within(milan).getByText('Points').nextElementSibling?.textContent).toBe('2,50,000');
    // Only what a results operator can declare now offers Declare…; the server's draws never do.
    expect(screen.getAllByRole('button', { name: /^Declare the/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Declare the Open result of MILAN DAY…', 'Declare the Open result of KALYAN…',
    ]);
    expect(within(milan).getByRole('link', { name: 'MILAN DAY' }).getAttribute('href')).toBe(`/admin/results?market=5&date=${DATE}`);
    expect(screen.getByText('9 sessions: 1 overdue · 1 waiting for a result · 1 taking bids · 2 declared · 2 drawn by the server · 1 switched off · 1 on holiday.')).toBeTruthy();
    expect(screen.getByText(/as of 16:00 IST · a result still missing 30 minutes after its cut-off is overdue/)).toBeTruthy();
    expect(api.callsTo('GET board')[0]?.params).toEqual({});
  });

  it('says why a waiting session has no Declare… (the open result first, or the server draws it)', async () => {
    fakeOperatorApi({
      'GET board': () => boardOf([
        session(3, 'KALYAN', 'close', '17:45', { state: 'waiting' }),
        session(2, 'SRIDEVI', 'close', '18:00', { state: 'waiting', drawn_by: 'server' }),
      ]),
      'GET fund-requests/counts': () => noCounts,
    });
    renderConsole(<Console />, { path: '/admin/board', operator: operatorOf('results') });
    expect(within(await screen.findByRole('listitem', { name: /KALYAN Close/ })).getByText('Declare the open result first.')).toBeTruthy();
    expect(within(rowOf(/SRIDEVI Close/)).getByText('The server draws it at the cut-off.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Declare/ })).toBeNull();
  });

  it('declares from the board with the Results screen\'s flow: preview within the allowance, a confirmation, then the declared pana', async () => {
    let sessions = SESSIONS;
    const api = fakeOperatorApi({
      'GET board': () => boardOf(sessions),
      'GET fund-requests/counts': () => noCounts,
      'GET results': (call: OperatorCallRecord) => ({ success: '1', data: marketDay(Number(call.params.market_id), 'KALYAN') }),
      'POST results/preview': (call: OperatorCallRecord) => ({ success: '1', data: preview(String(call.body.pana)) }),
      'POST results': (call: OperatorCallRecord) => {
        sessions = sessions.map((entry) => (entry.market_id === 3 && entry.session === 'open'
          ? { ...entry, state: 'declared', pana: String(call.body.pana), declared_at: ist('16:01'), declarable: false }
          : entry));
        return { success: '1', data: { declaration_id: 9, market_id: 3, business_date: DATE, session: 'open', pana: call.body.pana, settled: 310, winners: 31, staked: 41000, paid: 29450, net: 11550, settle_ms: 14 } };
      },
    });
    const { user } = renderConsole(<Console />, { path: '/admin/board', operator: operatorOf('results') });

    await user.click(await screen.findByRole('button', { name: 'Declare the Open result of KALYAN…' }));
    const panel = await screen.findByRole('region', { name: `Declare the Open result of KALYAN for ${DATE}` });
    expect(api.callsTo('GET results')[0]?.params).toEqual({ market_id: '3', business_date: DATE });
    await waitFor(() => expect(document.activeElement?.textContent).toBe(`Declare the Open result of KALYAN for ${DATE}`));
    expect(await within(panel).findByText('Previews: 0 of 3 panas for this session. Each one is in the audit log.')).toBeTruthy();
    await user.type(await within(panel).findByLabelText('Open pana'), '128');
    await user.click(within(panel).getByRole('button', { name: 'Preview' }));
    expect(await within(panel).findByLabelText('Preview of 128')).toBeTruthy();
    expect(api.callsTo('POST results/preview')[0]?.body).toEqual({ market_id: 3, session: 'open', pana: '128', business_date: DATE });
    expect(api.callsTo('POST results')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Declare 128…' }));
    const confirm = screen.getByRole('dialog', { name: 'Declare 128 as the Open result?' });
    await user.click(within(confirm).getByRole('button', { name: 'Declare and settle' }));
    expect(await screen.findByText(/^Declared 128: 310 bids settled, 31 winners/)).toBeTruthy();
    expect(api.callsTo('POST results')[0]?.body).toEqual({ market_id: 3, session: 'open', pana: '128', business_date: DATE });

    // The board refetched: the row is declared with its pana, the flow is gone and the focus is back on the row.
    const kalyan = rowOf(/KALYAN Open/);
    expect(await within(kalyan).findByLabelText('Open result 128')).toBeTruthy();
    expect(within(kalyan).getByText('Declared')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Declare the Open result of KALYAN/ })).toBeNull();
    expect(within(kalyan).queryByRole('button', { name: /Declare/ })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(kalyan).getByRole('heading')));
  });

  it('shows a result declared elsewhere at once on the live stream, and polls each minute for the bids', async () => {
    const sources = installFakeEventSource();
    try {
      let sessions = SESSIONS;
      const api = fakeOperatorApi({ 'GET board': () => boardOf(sessions), 'GET fund-requests/counts': () => noCounts });
      renderConsole(<Console />, { path: '/admin/board', operator: operatorOf('results') });
      await screen.findByRole('button', { name: 'Declare the Open result of KALYAN…' });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      await act(async () => sources.latest().open());
      expect(api.callsTo('GET board')).toHaveLength(1);

      sessions = sessions.map((entry) => (entry.market_id === 3 && entry.session === 'open'
        ? { ...entry, state: 'declared', pana: '380', declared_at: ist('16:02'), declarable: false }
        : entry));
      await act(async () => sources.latest().send({
        type: 'result', action: 'declared', market_id: 3, market: 'KALYAN', business_date: DATE, session: 'open', pana: '380', digit: '1',
      }));
      expect(await within(rowOf(/KALYAN Open/)).findByLabelText('Open result 380')).toBeTruthy();
      expect(api.callsTo('GET board')).toHaveLength(2);

      // A cut-off is a market event: the board reads the new states at once.
      await act(async () => sources.latest().send({ type: 'market', action: 'bidding_closed', market_id: 5, market: 'MILAN DAY', business_date: DATE, session: 'close' }));
      await waitFor(() => expect(api.callsTo('GET board')).toHaveLength(3));

      await act(async () => {
        await vi.advanceTimersByTimeAsync(BOARD_POLL_MS + 500);
      });
      await waitFor(() => expect(api.callsTo('GET board').length).toBeGreaterThanOrEqual(4));
    } finally {
      vi.useRealTimers();
      sources.restore();
    }
  });

  it('is in the menu of the roles holding the results grant only', async () => {
    fakeOperatorApi({ 'GET board': () => boardOf(SESSIONS), 'GET fund-requests/counts': () => noCounts });
    renderConsole(<Console />, { path: '/admin/board', operator: operatorOf('cashier') });
    expect(await screen.findByText("Your role (cashier) does not open Today's board.")).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Console' });
    expect(within(menu).queryByRole('link', { name: "Today's board" })).toBeNull();
  });

  it("reads another day from the date field, and lists the menu's board for a results operator", async () => {
    const api = fakeOperatorApi({ 'GET board': () => boardOf(SESSIONS), 'GET fund-requests/counts': () => noCounts });
    renderConsole(<Console />, { path: '/admin/board', operator: operatorOf('results') });
    const menu = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(menu).getByRole('link', { name: "Today's board" }).getAttribute('href')).toBe('/admin/board');
    const field = await screen.findByLabelText('Business day (IST)');
    fireEvent.change(field, { target: { value: '2026-11-22' } });
    await waitFor(() => expect(api.callsTo('GET board').at(-1)?.params).toEqual({ date: '2026-11-22' }));
  });
});
