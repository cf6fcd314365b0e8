import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResponsiveTable, type Column } from './ResponsiveTable';

interface Row { id: number; market: string; bids: number; state: string; note: string }
const columns: Column<Row>[] = [
  { key: 'market', header: 'Market', rowHeader: true, render: (row) => row.market },
  { key: 'bids', header: 'Bids', align: 'end', render: (row) => row.bids },
  { key: 'note', header: 'Reverted', wide: true, render: (row) => row.note || '—' },
  { key: 'action', header: 'Action', hideHeader: true, render: (row) => <button type="button">Edit {row.market}</button> },
];
const rows: Row[] = [
  { id: 1, market: 'KALYAN', bids: 12, state: 'declared', note: 'Typed 128 for 380' },
  { id: 2, market: 'MILAN DAY', bids: 0, state: 'pending', note: '' },
];

describe('ResponsiveTable', () => {
  it("gives every cell its column's label for the phone's cards, and names each row by its row header", () => {
    render(<ResponsiveTable caption="Markets today" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Markets today' });
    const kalyan = within(table).getByRole('row', { name: /KALYAN/ });
    expect(within(kalyan).getByRole('rowheader').textContent).toBe('KALYAN');
    // Each cell carries its header as the card's label (drawn by CSS up to 640 px), the same words the header row says.
    const labelled = within(kalyan).getAllByRole('cell').map((cell) => [cell.getAttribute('data-label'), cell.textContent]);
    expect(labelled).toEqual([['Bids', '12'], ['Reverted', 'Typed 128 for 380'], [null, 'Edit KALYAN']]);
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Market', 'Bids', 'Reverted', 'Action']);
    expect(within(table).queryByRole('button', { name: 'Details' })).toBeNull();
  });

  it('keeps a cell with nothing to say, for screen readers, and leaves it out of the card', () => {
    const { container } = render(<ResponsiveTable caption="Markets today" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    const milan = within(screen.getByRole('table')).getByRole('row', { name: /MILAN DAY/ });
    const reverted = within(milan).getAllByRole('cell')[1]!;
    expect(reverted.textContent).toBe('—');
    expect(reverted.className).toMatch(/blank/);
    expect(container.querySelectorAll('[class*="blank"]')).toHaveLength(1);
  });

  it("folds a row's details on a phone behind its own Details button", async () => {
    const user = userEvent.setup();
    const folded: Column<Row>[] = [...columns.slice(0, 2), { ...columns[2]!, fold: true }];
    render(<ResponsiveTable caption="Markets today" columns={folded} rows={rows} rowKey={(row) => row.id} />);
    const kalyan = within(screen.getByRole('table')).getByRole('row', { name: /KALYAN/ });
    const details = within(kalyan).getByRole('button', { name: 'Details' });
    expect(details.getAttribute('aria-expanded')).toBe('false');
    expect(kalyan.className).toBe('');
    await user.click(details);
    expect(details.getAttribute('aria-expanded')).toBe('true');
    expect(kalyan.className).toMatch(/opened/);
    // Each row keeps its own state; a table without details has no such button.
    expect(within(screen.getByRole('row', { name: /MILAN DAY/ })).getByRole('button', { name: 'Details' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('shows what stands in for rows: nothing yet, a failure', () => {
    render(<ResponsiveTable caption="Declarations" columns={columns} rows={[]} rowKey={(row) => row.id} message={<p role="status">Nothing declared yet.</p>} />);
    expect(screen.getByRole('status').textContent).toBe('Nothing declared yet.');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(1);
  });
});
