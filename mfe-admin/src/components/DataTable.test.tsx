import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { phoneViewport } from '../../test/viewport';
import { DataTable, type Column } from './DataTable';

interface Row { id: number; name: string; points: number }
const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', render: (row) => row.name },
  { key: 'points', header: 'Points', sortable: true, align: 'end', render: (row) => row.points },
];

function renderTable(overrides: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  const onSort = vi.fn();
  const onPage = vi.fn();
  render(
    <DataTable<Row>
      caption="Players" columns={columns} rows={[{ id: 1, name: 'Asha', points: 500 }]} rowKey={(row) => row.id}
      total={60} page={2} pageSize={25} sort={{ key: 'points', dir: 'desc' }} onSort={onSort} onPage={onPage} {...overrides}
    />,
  );
  return { onSort, onPage, user: userEvent.setup() };
}

describe('DataTable', () => {
  it('says which rows of how many it shows and asks the server for the next or previous page', async () => {
    const { onPage, user } = renderTable();
    expect(screen.getByText('26–50 of 60')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage.mock.calls).toEqual([[3], [1]]);
  });

  it('offers no page past the last', () => {
    renderTable({ page: 3 });
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sorts on the server: a click on the sorted column flips it, and the header says the order', async () => {
    const { onSort, user } = renderTable();
    const header = screen.getByRole('columnheader', { name: /Points/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    await user.click(within(header).getByRole('button'));
    expect(onSort).toHaveBeenCalledWith({ key: 'points', dir: 'asc' });
    // Name is not sortable on the server: no button.
    expect(within(screen.getByRole('columnheader', { name: 'Name' })).queryByRole('button')).toBeNull();
  });

  it('sorts by a header not sorted yet, newest or largest first, and marks the others as sortable', async () => {
    const { onSort, user } = renderTable({ columns: [...columns, { key: 'created_at', header: 'Joined', sortable: true, render: () => '' }] });
    const joined = screen.getByRole('columnheader', { name: /Joined/ });
    expect(joined.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBeNull();
    await user.click(within(joined).getByRole('button', { name: /Joined/ }));
    expect(onSort).toHaveBeenCalledWith({ key: 'created_at', dir: 'desc' });
    // The phone layout's select asks the same of the server.
    await user.selectOptions(screen.getByLabelText('Sort'), 'created_at:asc');
    expect(onSort).toHaveBeenLastCalledWith({ key: 'created_at', dir: 'asc' });
  });

  it('shows the failure instead of rows', () => {
    renderTable({ rows: undefined, error: 'Your operator role does not allow this.' });
    expect(screen.getByRole('alert').textContent).toBe('Your operator role does not allow this.');
  });

  it('sorts on a phone with its one Sort select: the headers say the order to screen readers, with no buttons to reach', async () => {
    phoneViewport();
    const { onSort, user } = renderTable();
    const header = screen.getByRole('columnheader', { name: 'Points' });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(within(header).queryByRole('button')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Sort'), 'points:asc');
    expect(onSort).toHaveBeenCalledWith({ key: 'points', dir: 'asc' });
  });
});
