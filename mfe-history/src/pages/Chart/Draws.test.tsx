import { createHash } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { drawPana, type DrawEntry } from '@matka/shared';
import { fakeApi } from '@matka/shared/testing';
import { ok } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { Chart } from './Chart';

const SEED = createHash('sha256').update('chart page seed').digest('hex');
const COMMITMENT = createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex');
const PANA = await drawPana(SEED);
const LATER = 'ab'.repeat(32);

function draw(overrides: Partial<DrawEntry>): DrawEntry {
  return {
    business_date: '2026-11-24', session: 'open', commitment: COMMITMENT, committed_at: '2026-11-22T04:30:00.000Z',
    seed: SEED, pana: PANA, drawn_at: '2026-11-24T10:15:00.000Z', ...overrides,
  };
}

function openChart(draws: DrawEntry[], declaredPana = PANA) {
  const api = fakeApi({
    charts: ok('data', []),
    draws: () => ({ success: '1', msg: 'Draws', data: { market: 'KALYAN', draw_mode: 'server', draws } }),
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
      `✓ Verified: SHA-256 of the seed matches the commitment, and the seed draws ${PANA}, the declared Open pana.`,
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

  it('shows nothing for a market an operator declares', async () => {
    openChart([]);
    await screen.findByText('No Data Histroy Found.');
    expect(screen.queryByRole('heading', { name: 'Verifiable draws' })).toBeNull();
  });
});
