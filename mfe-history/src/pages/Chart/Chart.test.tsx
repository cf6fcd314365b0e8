import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it("says 'No Data Histroy Found.' for a market without results", async () => {
    openChart('/jodi_chart/KALYAN', { charts: ok('data', []) });
    expect((await screen.findByText('No Data Histroy Found.')).textContent).toBe('No Data Histroy Found.');
  });
});
