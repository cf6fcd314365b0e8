import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { biddingOpensAt } from '@matka/shared';
import { fakeApi, reply } from '@matka/shared/testing';
import { day, makeWeek, ok } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { Chart } from './Chart';

const WEEKS = [
  makeWeek('09/11/2026 to 15/11/2026', {
    mon: day('128', '16', '240'), tue: day('137', '13', '337'), wed: day('550', '05', '113'),
    sat: day('***', '**', '***'), sun: day('---', '--', '---'),
  }, day('100', '12', '228')),
  makeWeek('16/11/2026 to 22/11/2026', { mon: day('777', '1*', '***') }),
];

function openChart(path: string, handlers: Parameters<typeof fakeApi>[0] = { charts: ok('data', WEEKS) }) {
  const api = fakeApi(handlers);
  const route = path.startsWith('/pana_chart') ? '/pana_chart/:gameName' : '/jodi_chart/:gameName';
  // The chart route is public: no session at all.
  const view = renderPage(<Chart />, { route, path, user: null });
  return { ...view, api };
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const dayCell = (row: number, dayIndex: number) => within(bodyRows()[row]!).getAllByRole('cell')[dayIndex]!;

describe('Chart (/jodi_chart/:gameName, /pana_chart/:gameName)', () => {
  it('asks for the jodi chart of the market named in the URL, without a session', async () => {
    const { api } = openChart('/jodi_chart/MAIN_BAZAR');
    expect(screen.getByRole('heading', { name: 'MAIN BAZAR Jodi Chart' })).toBeTruthy();
    await screen.findByRole('table');
    expect(api.callsTo('charts').map((call) => call.body)).toEqual([{ game_name: 'MAIN BAZAR', type: 'jodi' }]);
  });

  it('has a row per week with the week label first and the jodi of each day', async () => {
    openChart('/jodi_chart/KALYAN');
    await screen.findByRole('table');
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Week', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun',
    ]);
    expect(bodyRows()).toHaveLength(2);
    expect(within(bodyRows()[0]!).getByRole('rowheader').textContent).toBe('09/11/2026 to 15/11/2026');
    expect(within(bodyRows()[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '16', '13', '05', '12', '12', '**', '--',
    ]);
    expect(within(bodyRows()[1]!).getByRole('rowheader').textContent).toBe('16/11/2026 to 22/11/2026');
    expect(dayCell(1, 0).textContent).toBe('1*');
    expect(screen.queryByText('128')).toBeNull();
  });

  it('shows red jodis in red and no others', async () => {
    openChart('/jodi_chart/KALYAN');
    await screen.findByRole('table');
    const jodi = (row: number, dayIndex: number) => dayCell(row, dayIndex).firstElementChild as HTMLElement;
    expect(jodi(0, 0).textContent).toBe('16');
    expect(jodi(0, 0).dataset.redJodi).toBe('true');
    expect(jodi(0, 0).className).toMatch(/red/);
    expect(jodi(0, 2).dataset.redJodi).toBe('true');
    for (const [row, dayIndex] of [[0, 1], [0, 3], [0, 5], [0, 6], [1, 0]] as const) {
      expect(jodi(row, dayIndex).dataset.redJodi).toBeUndefined();
      expect(jodi(row, dayIndex).className).not.toMatch(/red/);
    }
  });

  it('stacks open pana over jodi over close pana on the pana chart', async () => {
    const { api } = openChart('/pana_chart/KALYAN');
    expect(screen.getByRole('heading', { name: 'KALYAN Pana Chart' })).toBeTruthy();
    await screen.findByRole('table');
    expect(api.callsTo('charts')[0]?.body).toEqual({ game_name: 'KALYAN', type: 'pana' });
    const stack = dayCell(0, 1).firstElementChild!;
    expect([...stack.children].map((part) => part.textContent)).toEqual(['137', '13', '337']);
    expect([...dayCell(0, 5).firstElementChild!.children].map((part) => part.textContent)).toEqual(['***', '**', '***']);
    expect([...dayCell(0, 6).firstElementChild!.children].map((part) => part.textContent)).toEqual(['---', '--', '---']);
    const redStack = dayCell(0, 2).firstElementChild!;
    expect((redStack.children[1] as HTMLElement).dataset.redJodi).toBe('true');
    expect((redStack.children[0] as HTMLElement).dataset.redJodi).toBeUndefined();
  });

  it('switches between the jodi and pana charts of the same market', async () => {
    openChart('/jodi_chart/MAIN_BAZAR');
    await screen.findByRole('table');
    const nav = within(screen.getByRole('navigation', { name: 'Chart type' }));
    expect(nav.getByRole('link', { name: 'Jodi Chart' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Pana Chart' }).getAttribute('href')).toBe('/pana_chart/MAIN_BAZAR');
  });

  it("shows the server's message and loads on Retry", async () => {
    let failing = true;
    const { user, api } = openChart('/jodi_chart/NOWHERE', {
      charts: () => (failing ? reply(404, { success: '0', msg: 'Unknown market.' }) : { success: '1', msg: '', data: WEEKS }),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Unknown market.')).toBeTruthy();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(api.callsTo('charts')).toHaveLength(2);
  });

  it('marks the days of a market the server draws that were declared by hand, and the days with a reverted result', async () => {
    const week = makeWeek('23/11/2026 to 29/11/2026', { tue: day('333', '90', '136'), fri: day('146', '11', '390') });
    const session = (date: string, side: 'open' | 'close', pana: string, source: 'manual' | 'draw') => ({
      business_date: date, session: side, bidding_opens_at: biddingOpensAt(date), pana, declared_pana: pana, source, declared_at: `${date}T10:16:00.000Z`,
      commitment: source === 'draw' ? 'c'.repeat(64) : null, committed_at: source === 'draw' ? '2026-11-22T04:30:00.000Z' : null,
      seed: source === 'draw' ? 'a'.repeat(64) : null, drawn_at: null, holiday: false, status: 'verifiable', reason: null,
    });
    openChart('/pana_chart/KALYAN', {
      charts: ok('data', [week]),
      draws: () => ({ success: '1', msg: '', data: {
        market: 'KALYAN', draw_mode: 'server', draw_mode_from: '2026-11-30', from: '2026-09-28', to: '2026-11-30', draws: [],
        sessions: [session('2026-11-27', 'open', '146', 'manual'), session('2026-11-27', 'close', '390', 'manual'),
          session('2026-11-24', 'open', '333', 'draw'), session('2026-11-24', 'close', '136', 'draw')],
      } }),
      resultHistory: () => ({ success: '1', msg: '', data: { market: 'KALYAN', declarations: [
        { business_date: '2026-11-27', session: 'close', pana: '390', source: 'manual', declared_at: '2026-11-28T04:40:00.000Z', reverted_at: null, revert_reason: null },
        { business_date: '2026-11-27', session: 'close', pana: '380', source: 'manual', declared_at: '2026-11-27T12:16:00.000Z', reverted_at: '2026-11-28T04:35:00.000Z', revert_reason: 'Typed 380 for 390' },
      ] } }),
    });
    await screen.findByRole('table');
    const friday = await waitFor(() => {
      const cell = dayCell(0, 4);
      expect(cell.dataset.handDeclared).toBe('true');
      return cell;
    });
    expect(friday.dataset.reverted).toBe('true');
    expect(friday.textContent).toBe('14611390, Open declared by hand, Close declared by hand; a result was reverted');
    // Tuesday was drawn from a commitment published in time: not marked.
    expect(dayCell(0, 1).dataset.handDeclared).toBeUndefined();
    expect(dayCell(0, 1).textContent).toBe('33390136');
    expect(screen.getByText('Declared by hand, not verifiable')).toBeTruthy();
    expect(screen.getByText('Reverted (see Results log)')).toBeTruthy();
  });

  it('marks no hand-declared day in a market an operator declares', async () => {
    const week = makeWeek('23/11/2026 to 29/11/2026', { fri: day('146', '11', '380') });
    openChart('/jodi_chart/KALYAN', {
      charts: ok('data', [week]),
      draws: () => ({ success: '1', msg: '', data: {
        market: 'KALYAN', draw_mode: 'manual', draw_mode_from: '2026-11-23', from: '2026-09-28', to: '2026-11-30', draws: [],
        sessions: [{
          business_date: '2026-11-27', session: 'open', bidding_opens_at: biddingOpensAt('2026-11-27'), pana: '146', declared_pana: '146', source: 'manual',
          declared_at: '2026-11-27T10:16:00.000Z', commitment: null, committed_at: null, seed: null, drawn_at: null, holiday: false,
          status: 'not_verifiable', reason: 'Declared by hand: no commitment was published before bidding opened.',
        }],
      } }),
      resultHistory: () => ({ success: '1', msg: '', data: { market: 'KALYAN', declarations: [] } }),
    });
    await screen.findByRole('table');
    await screen.findByText('No result declared in the last 60 days.');
    expect(dayCell(0, 4).dataset.handDeclared).toBeUndefined();
    expect(dayCell(0, 4).textContent).toBe('11');
    expect(screen.queryByText('Declared by hand, not verifiable')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Verifiable draws' })).toBeNull();
  });

  it("says 'No Data Histroy Found.' for a market without results", async () => {
    openChart('/jodi_chart/KALYAN', { charts: ok('data', []) });
    expect((await screen.findByText('No Data Histroy Found.')).textContent).toBe('No Data Histroy Found.');
  });
});
