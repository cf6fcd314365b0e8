import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@matka/shared';
import { fakeApi } from '@matka/shared/testing';
import { gamesOk, inHindi, makeGame, renderPage } from '../../../test/render';
import { BulkGrid } from './BulkGrid';

const ROUTE = '/game_type/:gameName/:gameType';

function setup(gameType: string, game = makeGame(), handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ games: gamesOk(game), ...handlers });
  const view = renderPage(<BulkGrid />, { route: ROUTE, path: `/game_type/KALYAN_MORNING/${gameType}` });
  const points = () => screen.getByLabelText('Points') as HTMLInputElement;
  /** The cell of a number, whatever its total. */
  const cell = (value: string) => screen.getByRole('button', { name: new RegExp(`^${value}(, \\d+ points)?$`) });
  const footer = () => ({
    bids: screen.getByTestId('footer-bids').textContent,
    points: screen.getByTestId('footer-points').textContent,
  });
  const pointsError = () => document.getElementById(points().getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent;
  return { ...view, api, points, cell, footer, pointsError };
}

describe('BulkGrid (/game_type/:gameName/:gameType)', () => {
  it("shows the operator's limits by the points and stops a cell at the maximum per bid", async () => {
    const { user, points, cell, footer, pointsError } = setup('single_digit_bulk');
    await screen.findByLabelText('Points');
    expect(screen.getByText('Min 10 · Max 10,000 points per bid')).toBeTruthy();

    await user.type(points(), '25000');
    expect(points().value).toBe('10000');
    expect(pointsError()).toBe('Maximum 10000 Points per bid.');

    await user.clear(points());
    await user.type(points(), '6000');
    await user.click(cell('2'));
    expect(cell('2').getAttribute('aria-label')).toBe('2, 6000 points');
    await user.click(cell('2'));
    expect(await screen.findByText('2: Maximum 10000 Points per bid.')).toBeTruthy();
    expect(cell('2').getAttribute('aria-label')).toBe('2, 6000 points');
    await user.clear(points());
    await user.type(points(), '4000');
    await user.click(cell('2'));
    expect(cell('2').getAttribute('aria-label')).toBe('2, 10000 points');
    expect(footer()).toEqual({ bids: '1', points: '10000' });
  });

  it('shows the ten digits; a tap adds the points, a second tap adds again', async () => {
    const { user, points, cell, footer } = setup('single_digit_bulk');
    await screen.findByLabelText('Points');
    expect(screen.getByRole('heading', { level: 2, name: 'KALYAN MORNING' })).toBeTruthy();
    const grid = screen.getByRole('group', { name: 'Single Digit Bulk numbers' });
    expect(within(grid).getAllByRole('button').map((button) => button.textContent?.trim())).toEqual(
      ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
    );

    await user.type(points(), '20');
    await user.click(cell('5'));
    expect(cell('5').getAttribute('aria-label')).toBe('5, 20 points');
    await user.click(cell('5'));
    expect(cell('5').getAttribute('aria-label')).toBe('5, 40 points');
    await user.clear(points());
    await user.type(points(), '15');
    await user.click(cell('7'));
    expect(cell('7').getAttribute('aria-label')).toBe('7, 15 points');
    expect(footer()).toEqual({ bids: '2', points: '55' });
  });

  it('clears a cell after a 1400 ms press, without also adding', async () => {
    const { user, points, cell, footer } = setup('single_digit_bulk');
    await user.type(await screen.findByLabelText('Points'), '10');
    await user.click(cell('3'));
    await user.click(cell('4'));
    expect(footer()).toEqual({ bids: '2', points: '20' });

    vi.useFakeTimers();
    // A press shorter than 1400 ms is a tap: it adds.
    fireEvent.pointerDown(cell('3'));
    act(() => { vi.advanceTimersByTime(1399); });
    fireEvent.pointerUp(cell('3'));
    fireEvent.click(cell('3'));
    expect(cell('3').getAttribute('aria-label')).toBe('3, 20 points');

    fireEvent.pointerDown(cell('3'));
    act(() => { vi.advanceTimersByTime(1400); });
    expect(cell('3').getAttribute('aria-label')).toBe('3');
    fireEvent.pointerUp(cell('3'));
    fireEvent.click(cell('3'));
    expect(cell('3').getAttribute('aria-label')).toBe('3');
    expect(cell('4').getAttribute('aria-label')).toBe('4, 10 points');
    expect(footer()).toEqual({ bids: '1', points: '10' });

    // Leaving the cell before 1400 ms cancels the press.
    fireEvent.pointerDown(cell('4'));
    act(() => { vi.advanceTimersByTime(700); });
    fireEvent.pointerLeave(cell('4'));
    act(() => { vi.advanceTimersByTime(1400); });
    expect(cell('4').getAttribute('aria-label')).toBe('4, 10 points');
    expect(points().value).toBe('10');
  });

  it('says which points are missing or too few, and adds nothing', async () => {
    const { user, points, cell, footer, pointsError } = setup('single_digit_bulk');
    await screen.findByLabelText('Points');
    await user.click(cell('1'));
    expect(pointsError()).toBe(MSG.bidPointsRequired);
    expect(points().getAttribute('aria-invalid')).toBe('true');
    await user.type(points(), '9');
    expect(pointsError()).toBe('');
    await user.click(cell('1'));
    expect(pointsError()).toBe(MSG.bidMinimumPoints);
    expect(await screen.findAllByText(MSG.bidMinimumPoints)).toHaveLength(2); // the field and the toast
    expect(cell('1').getAttribute('aria-label')).toBe('1');
    expect(footer()).toEqual({ bids: '0', points: '0' });
  });

  it('asks for a bid before Submit, then opens the confirmation', async () => {
    const { user, points, cell } = setup('single_digit_bulk');
    await screen.findByLabelText('Points');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MSG.bidSelectRequired)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.type(points(), '25');
    await user.click(cell('8'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Your Bids' });
    expect(within(dialog).getByText('8')).toBeTruthy();
    expect(within(dialog).getByText('Single Digit Bulk')).toBeTruthy();
    expect(within(dialog).getByText('Open')).toBeTruthy();
  });

  it("shows in the confirmation what each bid would pay at the rates it read, asking for them once", async () => {
    const rates = { success: '1', msg: '', result: [{ type: 'Single Digit', min_value: 10, max_value: 90 }] };
    const { user, points, cell, api } = setup('single_digit_bulk', makeGame(), { rates: () => rates });
    await screen.findByLabelText('Points');
    await user.type(points(), '25');
    await user.click(cell('8'));
    await user.click(cell('3'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Your Bids' });
    expect(within(dialog).getAllByTestId('bid-wins').map((wins) => wins.textContent)).toEqual(['Wins 225', 'Wins 225']);
    expect(api.callsTo('rates')).toHaveLength(1);
  });

  it('offers Open and Close; the bids move to the chosen session', async () => {
    const { user, points, cell } = setup('single_pana_bulk');
    const open = (await screen.findByRole('radio', { name: 'Open' })) as HTMLInputElement;
    const close = screen.getByRole('radio', { name: 'Close' }) as HTMLInputElement;
    expect(open.checked).toBe(true);
    await user.type(points(), '10');
    await user.click(cell('128'));
    await user.click(close);
    expect(close.checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Close')).toBeTruthy();
    expect(within(dialog).queryByText('Open')).toBeNull();
  });

  it('offers only Close, selected, once the open session is over', async () => {
    setup('single_digit_bulk', makeGame({ open_session_open: false }));
    const close = (await screen.findByRole('radio', { name: 'Close' })) as HTMLInputElement;
    expect(close.checked).toBe(true);
    expect(screen.queryByRole('radio', { name: 'Open' })).toBeNull();
  });

  it('shows 100 jodis with no session choice (always Open)', async () => {
    setup('jodi_digit_bulk');
    await screen.findByLabelText('Points');
    const grid = screen.getByRole('group', { name: 'Jodi Digit Bulk numbers' });
    const cells = within(grid).getAllByRole('button');
    expect(cells).toHaveLength(100);
    expect(cells[0]?.textContent?.trim()).toBe('00');
    expect(cells[99]?.textContent?.trim()).toBe('99');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('is closed for Jodi once the open session is over', async () => {
    setup('jodi_digit_bulk', makeGame({ open_session_open: false }));
    expect((await screen.findAllByText(MSG.marketClosed)).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('Points')).toBeNull();
  });

  it('groups the 120 single panas under their digit', async () => {
    setup('single_pana_bulk');
    await screen.findByLabelText('Points');
    const digitOne = screen.getByRole('group', { name: 'Digit 1' });
    expect(within(digitOne).getAllByRole('button').map((button) => button.textContent?.trim())).toEqual(
      ['128', '137', '146', '236', '245', '290', '380', '470', '489', '560', '579', '678'],
    );
    let total = 0;
    for (let digit = 0; digit <= 9; digit++) {
      total += within(screen.getByRole('group', { name: `Digit ${digit}` })).getAllByRole('button').length;
    }
    expect(total).toBe(120);
  });

  it('groups the ten triple panas one under each digit', async () => {
    setup('triple_pana_bulk');
    await screen.findByLabelText('Points');
    expect(within(screen.getByRole('group', { name: 'Digit 1' })).getAllByRole('button').map((b) => b.textContent?.trim())).toEqual(['777']);
  });

  it('speaks Hindi to a Hindi player: the points, the sessions, the digit groups, the totals and the messages', async () => {
    await inHindi();
    const { user, cell } = setup('single_pana_bulk');
    const points = await screen.findByLabelText('पॉइंट') as HTMLInputElement;
    expect(screen.getByText('सिंगल पाना बल्क')).toBeTruthy();
    expect(screen.getByText('हर बोली पर कम से कम 10 · ज़्यादा से ज़्यादा 10,000 पॉइंट')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'ओपन' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'क्लोज़' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'नंबर पर टैप करें' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'अंक 1' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'सबमिट करें' }));
    expect(await screen.findByText('बेटिंग के लिए बोली चुनें।')).toBeTruthy();

    await user.type(points, '5');
    await user.click(cell('128'));
    expect((await screen.findAllByText('कम से कम 10 पॉइंट डालें।')).length).toBeGreaterThan(0);

    await user.clear(points);
    await user.type(points, '20');
    await user.click(screen.getByRole('button', { name: /^128/ }));
    expect(screen.getByRole('button', { name: '128, 20 पॉइंट' })).toBeTruthy();
    expect(screen.getByText('बोलियाँ')).toBeTruthy();
  });
});
