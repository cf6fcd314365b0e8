import { createHash } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { biddingOpensAt, drawPana, type DeclarationHistoryEntry, type DrawSession } from '@matka/shared';
import { fakeApi, reply } from '@matka/shared/testing';
import { ok } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { Chart } from './Chart';

const SEED = createHash('sha256').update('results log seed').digest('hex');
const COMMITMENT = createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex');
const PANA = await drawPana(SEED);

const entry = (overrides: Partial<DeclarationHistoryEntry>): DeclarationHistoryEntry => ({
  business_date: '2026-11-27', session: 'open', pana: '146', source: 'manual', declared_at: '2026-11-27T10:16:00.000Z',
  reverted_at: null, revert_reason: null, ...overrides,
});

const drawnSession: DrawSession = {
  business_date: '2026-11-24', session: 'open', bidding_opens_at: biddingOpensAt('2026-11-24'), pana: PANA, declared_pana: PANA, source: 'draw',
  declared_at: '2026-11-24T10:15:00.000Z', commitment: COMMITMENT, committed_at: '2026-11-22T04:30:00.000Z', seed: SEED,
  drawn_at: '2026-11-24T10:15:00.000Z', holiday: false, status: 'verifiable', reason: null,
};

function openChart(declarations: DeclarationHistoryEntry[] | 'fails', sessions: DrawSession[] = [], drawMode = 'manual') {
  let failing = declarations === 'fails';
  const api = fakeApi({
    charts: ok('data', []),
    draws: () => ({ success: '1', msg: '', data: { market: 'KALYAN', draw_mode: drawMode, draw_mode_from: null, from: '2026-09-28', to: '2026-11-30', draws: [], sessions } }),
    resultHistory: () => (failing
      ? reply(500, { success: '0', msg: 'Something went wrong.' })
      : { success: '1', msg: 'Result history', data: { market: 'KALYAN', declarations: declarations === 'fails' ? [entry({})] : declarations } }),
  });
  const view = renderPage(<Chart />, { route: '/jodi_chart/:gameName', path: '/jodi_chart/KALYAN', user: null });
  return { ...view, api, recover: () => (failing = false) };
}

const log = async () => within(await screen.findByRole('region', { name: 'Results log' }));

describe('the results log on the chart page', () => {
  it('lists every declaration of a manual market with its pana, source and time, and a revert as a revert with its time and reason', async () => {
    openChart([
      entry({ session: 'close', pana: '390', declared_at: '2026-11-28T04:40:00.000Z' }),
      entry({ session: 'close', pana: '380', declared_at: '2026-11-27T12:16:00.000Z', reverted_at: '2026-11-28T04:35:00.000Z', revert_reason: 'Typed 380 for 390' }),
      entry({}),
    ]);
    const section = await log();
    expect(section.getByRole('heading', { name: 'Results log' })).toBeTruthy();
    const items = await section.findAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      '27/11/2026 Close 390', '27/11/2026 Close 380, reverted', '27/11/2026 Open 146',
    ]);
    const [corrected, reverted, open] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(open).getByText('Declared by hand')).toBeTruthy();
    expect(within(open).getByText('Declared 27 Nov 2026, 3:46 PM IST')).toBeTruthy();
    expect(within(reverted).getByText('380').tagName).toBe('DEL');
    expect(within(reverted).getByText('Reverted')).toBeTruthy();
    expect(within(reverted).getByText('28 Nov 2026, 10:05 AM IST: Typed 380 for 390')).toBeTruthy();
    expect(within(corrected).getByText('Corrects 380, reverted.')).toBeTruthy();
    expect(within(corrected).queryByText('Reverted')).toBeNull();
    // A market an operator declares has no draw list.
    expect(screen.queryByRole('heading', { name: 'Verifiable draws' })).toBeNull();
  });

  it('says of a drawn result that this page verified it, and of a hand-declared day in the same market that it is by hand', async () => {
    openChart([entry({}), entry({ business_date: '2026-11-24', pana: PANA, source: 'draw', declared_at: '2026-11-24T10:15:00.000Z' })], [drawnSession], 'server');
    const section = await log();
    // The region is drawn before its list arrives: wait for the entry, not only the region.
    const drawn = await section.findByRole('listitem', { name: `24/11/2026 Open ${PANA}` });
    expect(await within(drawn).findByText('Drawn · verified')).toBeTruthy();
    expect(within(section.getByRole('listitem', { name: '27/11/2026 Open 146' })).getByText('Declared by hand')).toBeTruthy();
  });

  it('shows ten declarations, then more on request', async () => {
    const many = Array.from({ length: 25 }, (_, index) => entry({ business_date: `2026-11-${String(28 - index).padStart(2, '0')}` }));
    const { user } = openChart(many);
    const section = await log();
    expect(await section.findAllByRole('listitem')).toHaveLength(10);
    await user.click(section.getByRole('button', { name: 'Show more (15 older)' }));
    expect(section.getAllByRole('listitem')).toHaveLength(25);
    expect(section.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('says when the log could not be loaded, and loads it on Try again', async () => {
    const { user, recover } = openChart('fails');
    const section = await log();
    await section.findByText('The results log could not be loaded.', { exact: false });
    recover();
    await user.click(section.getByRole('button', { name: 'Try again' }));
    expect(await section.findByRole('listitem', { name: '27/11/2026 Open 146' })).toBeTruthy();
  });

  it('says so when nothing was declared', async () => {
    openChart([]);
    expect(await (await log()).findByText('No result declared in the last 60 days.')).toBeTruthy();
  });
});
