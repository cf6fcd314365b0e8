/**
 * Self-excluded players (docs/PROTECTION.md "Operators"): one row per player
 * whose break stands, paged and sorted on the server; time-outs or both on
 * asking. An ended self-exclusion says it waits for a lift; the row opens
 * the player's page, where the break and the lift are.
 */
import { Link } from 'react-router-dom';
import type { ExcludedPlayer } from '@matka/shared';
import { DataTable, serverPaged, type Column } from '../../components/DataTable';
import { istTime } from '../../components/format';
import { useTableParams } from '../../components/useTableParams';
import { useExcludedPlayersQuery, type ExcludedKind } from '../../state/protectionApi';
import { breakLabel } from './labels';
import styles from './Protection.module.css';

const KINDS: ReadonlyArray<{ value: ExcludedKind; label: string }> = [
  { value: 'self_exclusion', label: 'Self-exclusions' },
  { value: 'timeout', label: 'Running time-outs' },
  { value: 'all', label: 'Both' },
];

function state(row: ExcludedPlayer) {
  if (row.ended) return <span className="pill pill-warning">Ended, not lifted</span>;
  if (row.exclusion.kind === 'timeout') return <span className="pill">Running</span>;
  return <span className="pill pill-danger">{row.exclusion.ends_at ? 'Running' : 'Permanent'}</span>;
}

const columns: Column<ExcludedPlayer>[] = [
  { key: 'name', header: 'Player', sortable: true, rowHeader: true, render: (row) => <Link to={`/admin/players/${row.player_id}`}>{row.name || '(no name)'}</Link> },
  { key: 'phone_number', header: 'Phone', render: (row) => row.phone_number },
  { key: 'break', header: 'Break', render: (row) => breakLabel(row.exclusion.kind, row.exclusion.period) },
  { key: 'started_at', header: 'Started', sortable: true, render: (row) => istTime(row.exclusion.started_at) },
  { key: 'ends_at', header: 'Ends', sortable: true, render: (row) => (row.exclusion.ends_at ? istTime(row.exclusion.ends_at) : 'Never') },
  { key: 'state', header: 'State', render: state },
];

export function ExcludedPlayers() {
  const table = useTableParams({ sort: { key: 'started_at', dir: 'desc' }, filters: ['kind'] as const });
  const kind = (KINDS.find((entry) => entry.value === table.filters.kind) ?? KINDS[0]!).value;
  const { data, error, isFetching } = useExcludedPlayersQuery({ ...table.params, kind });
  return (
    <>
      <h2 className="section-title">Self-excluded players</h2>
      <p className="muted">Players who closed their own play. Only the player sets a break; an ended self-exclusion is lifted on the player&apos;s page, at their request.</p>
      <DataTable
        caption="Self-excluded players"
        columns={columns}
        rowKey={(row) => row.player_id}
        {...serverPaged(table, { data, error, isFetching })}
        onPageSize={table.setPageSize}
        empty={kind === 'timeout' ? 'No player is on a time-out.' : 'No player is on a break.'}
        toolbar={(
          <div className={styles.toolbar}>
            <label className="field">
              <span className="field-label">Show</span>
              <select className="input" value={kind} onChange={(event) => table.setFilter('kind', event.target.value === 'self_exclusion' ? '' : event.target.value)}>
                {KINDS.map((entry) => <option key={entry.value} value={entry.value}>{entry.label}</option>)}
              </select>
            </label>
          </div>
        )}
      />
    </>
  );
}
