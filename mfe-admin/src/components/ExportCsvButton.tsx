/**
 * "Export CSV" for a console table (docs/CONSOLE.md "Exports"): a plain
 * download link to the table's export with the filters the table shows
 * now. The browser streams the file to disk as the server streams it out,
 * so a million rows never pass through the page's memory; the session
 * cookie goes with it (same origin), and the server checks the role and
 * writes the audit row.
 */
import { exportUrl } from '@matka/shared';

export interface ExportCsvButtonProps {
  /** The export's name (`/api/admin/exports/<table>`, server/src/features/exports/tables). */
  table: string;
  filters?: Record<string, string | number | undefined | null>;
  /** What is exported, for screen readers: "Export CSV of the players". */
  what: string;
}

export function ExportCsvButton({ table, filters, what }: ExportCsvButtonProps) {
  return (
    <a className="btn btn-ghost" href={exportUrl(table, filters)} download aria-label={`Export CSV of ${what}`}>
      Export CSV
    </a>
  );
}
