import { createHash } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DRAW_SESSION_MSG, biddingOpensAt, drawPana, type DrawEntry, type DrawSession } from '@matka/shared';
import { fakeApi } from '@matka/shared/testing';
import { ok } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { Chart } from './Chart';

const SEED = createHash('sha256').update('chart page seed').digest('hex');
const COMMITMENT = createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex');
const PANA = await drawPana(SEED);
const LATER = 'ab'.repeat(32);

/** A session as get_draws.php lists it: drawn (with its seed) or, with a null pana, committed and not drawn yet. */
function draw(overrides: Partial<DrawEntry>): DrawSession {
  const entry: DrawEntry = {
    business_date: '2026-11-24', session: 'open', commitment: COMMITMENT, committed_at: '2026-11-22T04:30:00.000Z',
    seed: SEED, pana: PANA, drawn_at: '2026-11-24T10:15:00.000Z', ...overrides,
  };
  const declared = entry.pana !== null;
  return {
    ...entry, bidding_opens_at: biddingOpensAt(entry.business_date), declared_pana: entry.pana, source: declared ? 'draw' : null,
    declared_at: entry.drawn_at, holiday: false, status: declared ? 'verifiable' : 'pending', reason: declared ? null : DRAW_SESSION_MSG.notDrawn,
  };
}

function openChart(sessions: DrawSession[], declaredPana = PANA) {
  const api = fakeApi({
    charts: ok('data', []),
    draws: () => ({
      success: '1', msg: 'Draws',
      data: { market: 'KALYAN', draw_mode: 'server', draw_mode_from: '2026-11-25', from: '2026-09-25', to: '2026-11-26', draws: [], sessions },
    }),
    resultHistory: () => ({
      success: '1', msg: 'Result history', data: {
        market: 'KALYAN',
        declarations: [{ business_date: '2026-11-24', session: 'open', pana: declaredPana, source: 'draw', declared_at: '2026-11-24T10:15:00.000Z', reverted_at: null, revert_reason: null }],
      },
    }),
  });
  const view = renderPage(<Chart />, { route: '/jodi_chart/:gameName', path: '/jodi_chart/KALYAN', user: null });
  return { ...view, api };
}

describe('verifiable draws on the chart page', () => {
  it('lists each commitment, keeps an undrawn seed hidden, and verifies a revealed one in the browser', async () => {
    const { user, api } = openChart([draw({ business_date: '2026-11-25', commitment: LATER, seed: null, pana: null, drawn_at: null }), draw({})]);
    const upcoming = await screen.findByRole('listitem', { name: 'Draw 25/11/2026 Open' });
    expect(within(upcoming).getByText(LATER)).toBeTruthy();
    expect(within(upcoming).getByText('Revealed after the draw.')).toBeTruthy();
    expect(within(upcoming).queryByRole('button')).toBeNull();

    const drawn = screen.getByRole('listitem', { name: 'Draw 24/11/2026 Open' });
    expect(within(drawn).getByText(COMMITMENT)).toBeTruthy();
    expect(within(drawn).getByText(SEED)).toBeTruthy();
    const verify = within(drawn).getByRole('button', { name: 'Verify 24/11/2026 Open' });
    await expect.poll(() => (verify as HTMLButtonElement).disabled).toBe(false);
    await user.click(verify);
    expect((await within(drawn).findByRole('status')).textContent).toBe(
      `✓ Verified: the commitment was published before bidding opened, SHA-256 of the seed matches it, and the seed draws ${PANA}, the declared Open pana.`,
    );
    expect(api.callsTo('draws').map((call) => call.body)).toEqual([{ game_name: 'KALYAN' }]);
  });

  it('fails a seed that does not match its commitment', async () => {
    const tampered = `${SEED.slice(0, 63)}${SEED.endsWith('0') ? '1' : '0'}`;
    const { user } = openChart([draw({ seed: tampered })]);
    const drawn = await screen.findByRole('listitem', { name: 'Draw 24/11/2026 Open' });
    const verify = within(drawn).getByRole('button', { name: 'Verify 24/11/2026 Open' });
    await expect.poll(() => (verify as HTMLButtonElement).disabled).toBe(false);
    await user.click(verify);
    expect((await within(drawn).findByRole('status')).textContent).toMatch(/^✗ Verification failed: SHA-256 of the seed does not match the commitment/);
  });

  it('fails when the declared pana is not the one the seed draws', async () => {
    const other = PANA === '128' ? '137' : '128';
    const { user } = openChart([draw({})], other);
    const drawn = await screen.findByRole('listitem', { name: 'Draw 24/11/2026 Open' });
    const verify = within(drawn).getByRole('button', { name: 'Verify 24/11/2026 Open' });
    await expect.poll(() => (verify as HTMLButtonElement).disabled).toBe(false);
    await user.click(verify);
    expect((await within(drawn).findByRole('status')).textContent).toBe(`✗ Verification failed: the seed draws ${PANA}, but ${other} was declared.`);
  });

  it('lists a hand-declared day of a market the server draws as not verifiable, with the reason and no Verify button', async () => {
    const hand: DrawSession = {
      business_date: '2026-11-27', session: 'open', bidding_opens_at: biddingOpensAt('2026-11-27'), pana: '146', declared_pana: '146',
      source: 'manual', declared_at: '2026-11-27T10:16:00.000Z', commitment: null, committed_at: null, seed: null, drawn_at: null,
      holiday: false, status: 'not_verifiable', reason: DRAW_SESSION_MSG.handDeclared,
    };
    openChart([hand, draw({})]);
    const item = await screen.findByRole('listitem', { name: 'Draw 27/11/2026 Open' });
    expect(within(item).getByText('146')).toBeTruthy();
    expect(within(item).getByText('Declared by hand')).toBeTruthy();
    expect(within(item).getByText('None published.')).toBeTruthy();
    expect(within(item).getByText('27 Nov 2026, 12:00 AM IST')).toBeTruthy();
    expect((await within(item).findByRole('status')).textContent).toBe(`✗ Not verifiable: ${DRAW_SESSION_MSG.handDeclared}`);
    expect(within(item).queryByRole('button')).toBeNull();
    // The drawn day beside it verifies without a click.
    const drawn = screen.getByRole('listitem', { name: 'Draw 24/11/2026 Open' });
    expect((await within(drawn).findByRole('status')).textContent).toMatch(/^✓ Verified: /);
  });

  it('never shows a draw whose commitment came out after bidding opened as verified, whatever the server says', async () => {
    // Seed, commitment and pana all match; the commitment was published at 00:15 IST on the day.
    const { user } = openChart([{ ...draw({ committed_at: '2026-11-23T18:45:00.000Z' }), status: 'verifiable', reason: null }]);
    const item = await screen.findByRole('listitem', { name: 'Draw 24/11/2026 Open' });
    const expected = '✗ Not verifiable: The commitment was published 2026-11-24 00:15 IST, not before bidding opened 2026-11-24 00:00 IST.';
    expect((await within(item).findByRole('status')).textContent).toBe(expected);
    const verify = within(item).getByRole('button', { name: 'Verify 24/11/2026 Open' });
    await expect.poll(() => (verify as HTMLButtonElement).disabled).toBe(false);
    await user.click(verify);
    await expect.poll(() => within(item).getByRole('status').textContent).toBe(expected);
  });

  it('shows nothing for a market an operator declares', async () => {
    openChart([]);
    await screen.findByText('No Data Histroy Found.');
    expect(screen.queryByRole('heading', { name: 'Verifiable draws' })).toBeNull();
  });
});
