import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ExportCsvButton } from './ExportCsvButton';

describe('ExportCsvButton', () => {
  it("downloads the table's export with the filters the table shows, empty ones left out", () => {
    render(<ExportCsvButton table="fund-requests" filters={{ kind: 'withdraw', status: '0', q: '', player_id: undefined }} what="the withdrawal requests" />);
    const link = screen.getByRole('link', { name: 'Export CSV of the withdrawal requests' });
    expect(link.getAttribute('href')).toBe('/api/admin/exports/fund-requests?kind=withdraw&status=0');
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.textContent).toBe('Export CSV');
  });
});
