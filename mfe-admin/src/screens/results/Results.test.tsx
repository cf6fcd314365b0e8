import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { RESULT_MSG } from '@matka/shared';
import { Console } from '../../Console';
import { fakeOperatorApi, reply, type OperatorCallRecord } from '../../../test/fakeOperatorApi';
import { operatorOf, renderConsole } from '../../../test/render';

const MARKET = {
  id: 3, name: 'KALYAN', open_time: '15:45', close_time: '17:45', crosses_midnight: false,
  days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], status: '1', display_order: 1, holidays: [],
};

/** What every market day carries about previews and back-dating (docs/SETTLEMENT.md "Integrity"). */
const NOT_BACK_DATED = { back_dated: null, previewed: { open: 0, close: 0 }, preview_limit: 3 };
const NO_PREVIEWS = { previewed_panas: 0, previewed_by: [], back_dated_reason: null };

function preview(pana: string, previewed = 1) {
  return {
    market_id: 3, business_date: '2026-11-23', session: 'open', pana, settled: 40, winners: 3, staked: 4000, paid: 1900, net: 2100,
    previewed_panas: previewed, preview_limit: 3,
    by_game_type: [{ game_type: 'single_digit', settled: 30, winners: 3, staked: 3000, paid: 1900, net: 1100 }],
    biggest_wins: [{ phone_number: '9876543210', game_type: 'single_digit', session: 'Open', number: '3', points: 100, win_points: 950, rate: { min_value: 10, max_value: 95 } }],
  };
}

/** One market day the fake server keeps: declare and revert change it as the API does. */
/** `shortfall`: points the revert cannot take back (a winner already spent them), recorded as receivables. */
function resultsServer(shortfall = 0) {
  const day = { market_id: 3, market: 'KALYAN', business_date: '2026-11-23', open_pana: null as string | null, close_pana: null, draw_mode: 'manual', draws: [], declarations: [] as Record<string, unknown>[], ...NOT_BACK_DATED };
  const api = fakeOperatorApi({
    'GET markets': () => ({ success: '1', data: [MARKET] }),
    'GET fund-requests/counts': () => ({ success: '1', data: { deposit: 0, withdraw: 0 } }),
    'GET results': () => ({ success: '1', data: { ...day, declarations: day.declarations.map((entry) => ({ ...entry })) } }),
    'POST results/preview': (call: OperatorCallRecord) => call.body.pana === '128'
      ? { success: '1', data: preview('128') }
      : reply(400, { success: '0', msg: 'The result must be a valid pana (e.g. 128, 550, 777).' }),
    'POST results': (call: OperatorCallRecord) => {
      day.open_pana = String(call.body.pana);
      day.declarations.unshift({
        id: 51, market_id: 3, business_date: '2026-11-23', session: 'open', pana: day.open_pana, source: 'manual',
        declared_at: '2026-11-23T10:20:00.000Z', reverted_at: null, revert_reason: null,
        settled: 40, winners: 3, staked: 4000, paid: 1900, settle_ms: 12, reversed: null, shortfall: null, ...NO_PREVIEWS,
      });
      return { success: '1', data: { declaration_id: 51, market_id: 3, business_date: '2026-11-23', session: 'open', pana: day.open_pana, settled: 40, winners: 3, staked: 4000, paid: 1900, net: 2100, settle_ms: 12 } };
    },
    'POST results/revert': (call: OperatorCallRecord) => {
      day.open_pana = null;
      Object.assign(day.declarations[0]!, { reverted_at: '2026-11-23T10:30:00.000Z', revert_reason: call.body.reason, reversed: 1900 - shortfall, shortfall });
      return { success: '1', data: { declaration_id: 51, business_date: '2026-11-23', session: 'open', reopened: 40, reversed: 1900 - shortfall, shortfall } };
    },
  });
  return api;
}

describe('results', () => {
  it('previews, declares after a confirmation showing the preview, then reverts with a reason', async () => {
    const api = resultsServer();
    const { user } = renderConsole(<Console />, { path: '/admin/results' });

    const open = await screen.findByRole('region', { name: 'Open result' });
    await user.type(within(open).getByLabelText('Open pana'), '128');
    await user.click(within(open).getByRole('button', { name: 'Preview' }));
    const figures = await within(open).findByLabelText('Preview of 128');
    expect(within(figures).getByText('Payout', { selector: 'dt' }).parentElement?.textContent).toBe('Payout1,900');
    expect(api.callsTo('POST results/preview')[0]?.body).toEqual({ market_id: 3, session: 'open', pana: '128', business_date: '2026-11-23' });
    expect(api.callsTo('POST results')).toHaveLength(0);

    await user.click(within(open).getByRole('button', { name: 'Declare 128…' }));
    const confirm = screen.getByRole('dialog', { name: 'Declare 128 as the Open result?' });
    expect(within(confirm).getByText('2,100')).toBeTruthy(); // the operator's net, from the preview
    await user.click(within(confirm).getByRole('button', { name: 'Declare and settle' }));
    expect(await screen.findByText('Declared 128: 40 bids settled, 3 winners, 1900 points paid in 12 ms.')).toBeTruthy();
    expect(await screen.findByLabelText('Declared Open pana 128')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Revert…' }));
    const revert = screen.getByRole('dialog', { name: 'Revert the Open result 128?' });
    await user.click(within(revert).getByRole('button', { name: 'Revert result' }));
    expect(await within(revert).findByText('Say why the result is reverted.')).toBeTruthy();
    expect(api.callsTo('POST results/revert')).toHaveLength(0);
    await user.type(within(revert).getByLabelText('Reason for the revert'), 'Typed 128 instead of 138');
    await user.click(within(revert).getByRole('button', { name: 'Revert result' }));
    expect(await screen.findByText('Reverted: 40 bids pending again, 1900 points taken back.')).toBeTruthy();
    expect(api.callsTo('POST results/revert')[0]?.body).toEqual({ market_id: 3, session: 'open', business_date: '2026-11-23', reason: 'Typed 128 instead of 138' });
    expect(await screen.findByText(/Typed 128 instead of 138/, { selector: 'td > div' })).toBeTruthy();
  });

  it("says in the revert's toast and the declarations table what the winners' wallets no longer held", async () => {
    resultsServer(1300);
    const { user } = renderConsole(<Console />, { path: '/admin/results' });
    const open = await screen.findByRole('region', { name: 'Open result' });
    await user.type(within(open).getByLabelText('Open pana'), '128');
    await user.click(within(open).getByRole('button', { name: 'Preview' }));
    await user.click(await within(open).findByRole('button', { name: 'Declare 128…' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Declare 128 as the Open result?' })).getByRole('button', { name: 'Declare and settle' }));
    await user.click(await screen.findByRole('button', { name: 'Revert…' }));
    const revert = screen.getByRole('dialog', { name: 'Revert the Open result 128?' });
    await user.type(within(revert).getByLabelText('Reason for the revert'), 'Typed 128 instead of 138');
    await user.click(within(revert).getByRole('button', { name: 'Revert result' }));
    expect(await screen.findByText('Reverted: 40 bids pending again, 600 points taken back. 1,300 points could not be taken back: recorded as receivables.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Declarations this day' });
    await waitFor(() => expect(within(table).getAllByRole('cell').map((cell) => cell.textContent)).toContain('1,300'));
    expect(within(table).getByRole('link', { name: 'Winners of open 128: 3 bids' }).getAttribute('href')).toBe('/admin/results/declarations/51/winners');
  });

  it('says why a declaration was refused when another operator declared first, and shows the result that stands', async () => {
    const day = { market_id: 3, market: 'KALYAN', business_date: '2026-11-23', open_pana: null as string | null, close_pana: null, draw_mode: 'manual', draws: [], declarations: [] as Record<string, unknown>[], ...NOT_BACK_DATED };
    const api = fakeOperatorApi({
      'GET markets': () => ({ success: '1', data: [MARKET] }),
      'GET fund-requests/counts': () => ({ success: '1', data: { deposit: 0, withdraw: 0 } }),
      'GET results': () => ({ success: '1', data: { ...day } }),
      'POST results/preview': () => ({ success: '1', data: preview('128') }),
      // Another operator declared 137 between this operator's preview and their confirmation.
      'POST results': () => {
        day.open_pana = '137';
        day.declarations = [{
          id: 52, market_id: 3, business_date: '2026-11-23', session: 'open', pana: '137', source: 'manual',
          declared_at: '2026-11-23T10:19:00.000Z', reverted_at: null, revert_reason: null,
          settled: 40, winners: 1, staked: 4000, paid: 950, settle_ms: 10, reversed: null, shortfall: null, ...NO_PREVIEWS,
        }];
        return reply(409, { success: '0', msg: 'The open result is already declared.' });
      },
    });
    const { user } = renderConsole(<Console />, { path: '/admin/results' });

    const open = await screen.findByRole('region', { name: 'Open result' });
    await user.type(within(open).getByLabelText('Open pana'), '128');
    await user.click(within(open).getByRole('button', { name: 'Preview' }));
    await user.click(await within(open).findByRole('button', { name: 'Declare 128…' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Declare 128 as the Open result?' })).getByRole('button', { name: 'Declare and settle' }));

    // The panel moves to the result that stands, and the server's refusal stays in view.
    expect(await within(open).findByLabelText('Declared Open pana 137')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('The open result is already declared.')).toBeTruthy();
    expect(screen.queryByText(/^Declared 128/)).toBeNull();
    expect(api.callsTo('POST results')).toHaveLength(1);
  });

  it('says why a revert was refused when another operator reverted first, and shows the session as it stands', async () => {
    const day = {
      market_id: 3, market: 'KALYAN', business_date: '2026-11-23', open_pana: '128' as string | null, close_pana: null, draw_mode: 'manual', draws: [],
      declarations: [{
        id: 51, market_id: 3, business_date: '2026-11-23', session: 'open', pana: '128', source: 'manual',
        declared_at: '2026-11-23T10:19:00.000Z', reverted_at: null as string | null, revert_reason: null as string | null,
        settled: 40, winners: 3, staked: 4000, paid: 1900, settle_ms: 10, reversed: null, shortfall: null, ...NO_PREVIEWS,
      }] as Record<string, unknown>[],
      ...NOT_BACK_DATED,
    };
    const api = fakeOperatorApi({
      'GET markets': () => ({ success: '1', data: [MARKET] }),
      'GET fund-requests/counts': () => ({ success: '1', data: { deposit: 0, withdraw: 0 } }),
      'GET results': () => ({ success: '1', data: { ...day } }),
      // Another operator reverted it between this operator's click and their confirmation.
      'POST results/revert': () => {
        day.open_pana = null;
        day.declarations = [{ ...day.declarations[0], reverted_at: '2026-11-23T10:25:00.000Z', revert_reason: 'Typed 128 for 138' }];
        return reply(409, { success: '0', msg: 'The open result is not declared.' });
      },
    });
    const { user } = renderConsole(<Console />, { path: '/admin/results' });

    await user.click(await screen.findByRole('button', { name: 'Revert…' }));
    const dialog = screen.getByRole('dialog', { name: 'Revert the Open result 128?' });
    await user.type(within(dialog).getByLabelText('Reason for the revert'), 'Wrong pana');
    await user.click(within(dialog).getByRole('button', { name: 'Revert result' }));

    const open = screen.getByRole('region', { name: 'Open result' });
    expect(await within(open).findByLabelText('Open pana')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('The open result is not declared.')).toBeTruthy();
    expect(api.callsTo('POST results/revert')).toHaveLength(1);
  });

  it('refuses a number that is not a pana before asking the server', async () => {
    const api = resultsServer();
    const { user } = renderConsole(<Console />, { path: '/admin/results' });
    const open = await screen.findByRole('region', { name: 'Open result' });
    await user.type(within(open).getByLabelText('Open pana'), '121');
    await user.click(within(open).getByRole('button', { name: 'Preview' }));
    expect(await within(open).findByText('The result must be a valid pana (e.g. 128, 550, 777).')).toBeTruthy();
    expect(api.callsTo('POST results/preview')).toHaveLength(0);
  });

  it('never shows the previous market\'s panels while the chosen market\'s day loads', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const dawn = { ...MARKET, id: 4, name: 'DAWN', open_time: '07:00', close_time: '08:00' };
    const api = fakeOperatorApi({
      'GET markets': () => ({ success: '1', data: [MARKET, dawn] }),
      'GET fund-requests/counts': () => ({ success: '1', data: { deposit: 0, withdraw: 0 } }),
      'GET results': async (call: OperatorCallRecord) => {
        if (call.params.market_id === '4') await held;
        return { success: '1', data: { market_id: Number(call.params.market_id), market: 'x', business_date: '2026-11-23', open_pana: null, close_pana: null, draw_mode: 'manual', draws: [], declarations: [], ...NOT_BACK_DATED } };
      },
      'POST results/preview': () => ({ success: '1', data: { ...preview('128'), market_id: 4 } }),
    });
    const { user } = renderConsole(<Console />, { path: '/admin/results' });
    await screen.findByRole('region', { name: 'Open result' });

    await user.selectOptions(screen.getByLabelText('Market'), 'DAWN (07:00–08:00 IST)');
    expect(screen.queryByRole('region', { name: 'Open result' })).toBeNull();
    expect(screen.getByText('Loading the market day…')).toBeTruthy();

    release();
    const open = await screen.findByRole('region', { name: 'Open result' });
    await user.type(within(open).getByLabelText('Open pana'), '128');
    await user.click(within(open).getByRole('button', { name: 'Preview' }));
    await within(open).findByLabelText('Preview of 128');
    expect(api.callsTo('POST results/preview').map((call) => call.body.market_id)).toEqual([4]);
  });

  it('shows a server-drawn session with its commitment, no pana field, and once drawn its seed without Revert', async () => {
    const commitment = 'ab'.repeat(32);
    const seed = 'cd'.repeat(32);
    const draws = [
      { business_date: '2026-11-23', session: 'close', commitment: 'ef'.repeat(32), committed_at: '2026-11-21T10:00:00.000Z', seed: null, pana: null, drawn_at: null },
      { business_date: '2026-11-23', session: 'open', commitment, committed_at: '2026-11-21T10:00:00.000Z', seed, pana: '128', drawn_at: '2026-11-23T10:15:00.000Z' },
    ];
    fakeOperatorApi({
      'GET markets': () => ({ success: '1', data: [MARKET] }),
      'GET fund-requests/counts': () => ({ success: '1', data: { deposit: 0, withdraw: 0 } }),
      'GET results': () => ({ success: '1', data: {
        market_id: 3, market: 'KALYAN', business_date: '2026-11-23', open_pana: '128', close_pana: null, draw_mode: 'server', draws,
        declarations: [{
          id: 60, market_id: 3, business_date: '2026-11-23', session: 'open', pana: '128', source: 'draw', declared_at: '2026-11-23T10:15:00.000Z',
          reverted_at: null, revert_reason: null, settled: 4, winners: 1, staked: 40, paid: 95, settle_ms: 3, reversed: null, shortfall: null, ...NO_PREVIEWS,
        }],
        ...NOT_BACK_DATED,
      } }),
    });
    renderConsole(<Console />, { path: '/admin/results' });

    const open = await screen.findByRole('region', { name: 'Open result' });
    expect(await within(open).findByLabelText('Declared Open pana 128')).toBeTruthy();
    expect(within(open).getByText(commitment)).toBeTruthy();
    expect(within(open).getByText(seed)).toBeTruthy();
    expect(within(open).queryByRole('button', { name: 'Revert…' })).toBeNull();

    expect(screen.queryByText(/this day has no commitment/)).toBeNull();
    const close = screen.getByRole('region', { name: 'Close result' });
    expect(within(close).getByText('Drawn by the server')).toBeTruthy();
    expect(within(close).getByText('Secret until the draw.')).toBeTruthy();
    expect(within(close).getByText('Not drawn yet: the server draws it when the session closes.')).toBeTruthy();
    expect(within(close).queryByLabelText('Close pana')).toBeNull();
  });

  it('says a server-drawn market\'s uncommitted day is declared by hand, and offers the pana field', async () => {
    fakeOperatorApi({
      'GET markets': () => ({ success: '1', data: [MARKET] }),
      'GET fund-requests/counts': () => ({ success: '1', data: { deposit: 0, withdraw: 0 } }),
      'GET results': () => ({ success: '1', data: { market_id: 3, market: 'KALYAN', business_date: '2026-11-23', open_pana: null, close_pana: null, draw_mode: 'server', draws: [], declarations: [], ...NOT_BACK_DATED } }),
    });
    renderConsole(<Console />, { path: '/admin/results' });
    const open = await screen.findByRole('region', { name: 'Open result' });
    expect(screen.getByRole('note').textContent).toMatch(/this day has no commitment and is declared by hand/);
    expect(within(open).getByLabelText('Open pana')).toBeTruthy();
  });
  it('counts the previews of a session against its limit, and once it is reached declares a new pana without a preview', async () => {
    const seen = new Set<string>();
    const day = { market_id: 3, market: 'KALYAN', business_date: '2026-11-23', open_pana: null, close_pana: null, draw_mode: 'manual', draws: [], declarations: [], ...NOT_BACK_DATED };
    const api = fakeOperatorApi({
      'GET markets': () => ({ success: '1', data: [MARKET] }),
      'GET fund-requests/counts': () => ({ success: '1', data: { deposit: 0, withdraw: 0 } }),
      'GET results': () => ({ success: '1', data: { ...day, previewed: { open: seen.size, close: 0 } } }),
      'POST results/preview': (call: OperatorCallRecord) => {
        const pana = String(call.body.pana);
        if (!seen.has(pana) && seen.size >= 3) return reply(429, { success: '0', msg: RESULT_MSG.previewLimit(3) });
        seen.add(pana);
        return { success: '1', data: preview(pana, seen.size) };
      },
      'POST results': (call: OperatorCallRecord) => ({ success: '1', data: {
        declaration_id: 52, market_id: 3, business_date: '2026-11-23', session: 'open', pana: call.body.pana, settled: 1, winners: 1, staked: 10, paid: 1, net: 9, settle_ms: 9,
      } }),
    });
    const { user } = renderConsole(<Console />, { path: '/admin/results' });

    const open = await screen.findByRole('region', { name: 'Open result' });
    expect(await within(open).findByText('Previews: 0 of 3 panas for this session. Each one is in the audit log.')).toBeTruthy();
    expect(within(open).queryByRole('button', { name: 'Declare without preview…' })).toBeNull();
    const field = within(open).getByLabelText('Open pana');
    for (const pana of ['128', '129', '137']) {
      await user.clear(field);
      await user.type(field, pana);
      await user.click(within(open).getByRole('button', { name: 'Preview' }));
      await within(open).findByLabelText(`Preview of ${pana}`);
    }
    expect(await within(open).findByText('Previews: 3 of 3 panas — the limit is reached. A new pana is declared without a preview.')).toBeTruthy();

    await user.clear(field);
    await user.type(field, '138');
    await user.click(within(open).getByRole('button', { name: 'Preview' }));
    expect(await within(open).findByText(RESULT_MSG.previewLimit(3))).toBeTruthy();
    expect(within(open).queryByLabelText('Preview of 138')).toBeNull();

    await user.click(within(open).getByRole('button', { name: 'Declare without preview…' }));
    const confirm = screen.getByRole('dialog', { name: 'Declare 138 as the Open result?' });
    expect(within(confirm).getByText("Not previewed: this session's preview limit is reached.")).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Declare and settle' }));
    expect(await screen.findByText('Declared 138: 1 bid settled, 1 winner, 1 point paid in 9 ms.')).toBeTruthy();
    expect(api.callsTo('POST results').map((call) => call.body)).toEqual([{ market_id: 3, session: 'open', pana: '138', business_date: '2026-11-23' }]);
  });

  it('counts a preview limit of one pana in the singular', async () => {
    fakeOperatorApi({
      'GET markets': () => ({ success: '1', data: [MARKET] }),
      'GET fund-requests/counts': () => ({ success: '1', data: { deposit: 0, withdraw: 0 } }),
      'GET results': () => ({ success: '1', data: {
        market_id: 3, market: 'KALYAN', business_date: '2026-11-23', open_pana: null, close_pana: null, draw_mode: 'manual', draws: [], declarations: [],
        ...NOT_BACK_DATED, previewed: { open: 1, close: 0 }, preview_limit: 1,
      } }),
    });
    renderConsole(<Console />, { path: '/admin/results' });
    const open = await screen.findByRole('region', { name: 'Open result' });
    expect(await within(open).findByText('Previews: 1 of 1 pana — the limit is reached. A new pana is declared without a preview.')).toBeTruthy();
    const close = screen.getByRole('region', { name: 'Close result' });
    expect(within(close).getByText('Previews: 0 of 1 pana for this session. Each one is in the audit log.')).toBeTruthy();
  });

  it('shows with each declaration how many panas were previewed before it and by whom, and an admin\'s reason for a back-dated day', async () => {
    const declared = (overrides: Record<string, unknown>) => ({
      id: 70, market_id: 3, business_date: '2026-11-23', session: 'open', pana: '129', source: 'manual', declared_at: '2026-11-23T10:20:00.000Z',
      reverted_at: null, revert_reason: null, settled: 40, winners: 3, staked: 4000, paid: 1900, settle_ms: 12, reversed: null, shortfall: null, ...NO_PREVIEWS, ...overrides,
    });
    fakeOperatorApi({
      'GET markets': () => ({ success: '1', data: [MARKET] }),
      'GET fund-requests/counts': () => ({ success: '1', data: { deposit: 0, withdraw: 0 } }),
      'GET results': () => ({ success: '1', data: {
        market_id: 3, market: 'KALYAN', business_date: '2026-11-23', open_pana: '129', close_pana: '337', draw_mode: 'manual', draws: [],
        declarations: [
          declared({ id: 71, session: 'close', pana: '337', back_dated_reason: 'Copying the chart of the market we took over' }),
          declared({ previewed_panas: 2, previewed_by: ['Asha', 'Bala'] }),
        ],
        ...NOT_BACK_DATED,
      } }),
    });
    renderConsole(<Console />, { path: '/admin/results' });

    const table = await screen.findByRole('region', { name: 'Declarations this day' });
    expect(within(table).getByRole('columnheader', { name: 'Previewed before' })).toBeTruthy();
    const [close, open] = within(table).getAllByRole('row').slice(1);
    expect(within(open!).getByText('2 panas')).toBeTruthy();
    expect(within(open!).getByText('by Asha, Bala')).toBeTruthy();
    expect(within(close!).getByText('None')).toBeTruthy();
    expect(within(close!).getByText('Back-dated: Copying the chart of the market we took over')).toBeTruthy();
  });

  it('says a back-dated day needs an admin: a results operator gets no pana field, an admin gives a reason sent with the preview and the declaration', async () => {
    const backDated = RESULT_MSG.tooOld('2026-11-01', 7);
    const handlers = () => ({
      'GET markets': () => ({ success: '1', data: [MARKET] }),
      'GET fund-requests/counts': () => ({ success: '1', data: { deposit: 0, withdraw: 0 } }),
      'GET results': () => ({ success: '1', data: {
        market_id: 3, market: 'KALYAN', business_date: '2026-11-01', open_pana: null, close_pana: null, draw_mode: 'manual', draws: [], declarations: [],
        ...NOT_BACK_DATED, back_dated: backDated,
      } }),
      'POST results/preview': () => ({ success: '1', data: { ...preview('128'), business_date: '2026-11-01' } }),
      'POST results': (call: OperatorCallRecord) => ({ success: '1', data: {
        declaration_id: 53, market_id: 3, business_date: '2026-11-01', session: 'open', pana: call.body.pana, settled: 40, winners: 3, staked: 4000, paid: 1900, net: 2100, settle_ms: 12,
      } }),
    });

    fakeOperatorApi(handlers());
    const results = renderConsole(<Console />, { path: '/admin/results?date=2026-11-01', operator: operatorOf('results', 'Ravi Results') });
    expect((await screen.findByRole('note', { name: 'Back-dated day' })).textContent).toBe(backDated);
    const panel = screen.getByRole('region', { name: 'Open result' });
    expect(within(panel).getByText('Not declared. Only an admin can declare this day, with a reason.')).toBeTruthy();
    expect(within(panel).queryByLabelText('Open pana')).toBeNull();
    results.unmount();

    const api = fakeOperatorApi(handlers());
    const { user } = renderConsole(<Console />, { path: '/admin/results?date=2026-11-01' });
    const open = await screen.findByRole('region', { name: 'Open result' });
    await user.type(within(open).getByLabelText('Open pana'), '128');
    await user.click(within(open).getByRole('button', { name: 'Preview' }));
    expect(await within(open).findByText(RESULT_MSG.reasonInvalid)).toBeTruthy();
    expect(api.callsTo('POST results/preview')).toHaveLength(0);

    await user.type(within(open).getByLabelText('Reason for declaring this day'), 'Copying the chart of the market we took over');
    await user.click(within(open).getByRole('button', { name: 'Preview' }));
    await within(open).findByLabelText('Preview of 128');
    await user.click(within(open).getByRole('button', { name: 'Declare 128…' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Declare 128 as the Open result?' })).getByRole('button', { name: 'Declare and settle' }));
    await screen.findByText(/Declared 128/);
    const sent = { market_id: 3, session: 'open', pana: '128', business_date: '2026-11-01', reason: 'Copying the chart of the market we took over' };
    expect(api.callsTo('POST results/preview')[0]?.body).toEqual(sent);
    expect(api.callsTo('POST results')[0]?.body).toEqual(sent);
  });
});
