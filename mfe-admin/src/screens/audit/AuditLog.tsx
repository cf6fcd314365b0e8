/**
 * The audit log (docs/API.md "Operator API" → audit): every operator action
 * with who, what, on which player, before and after, and the request id —
 * filtered by operator, action, player and IST dates, paged on the server,
 * newest first. Targets read by name (auditTarget.ts), changes in full
 * (ChangeCell.tsx). Read-only: the log is append-only. On a phone the
 * filters fold behind one button, a page holds 10 entries, each card shows
 * who did what to what, and its Details button the player, the change (its
 * first lines until it is opened) and the request id.
 */
import { useMemo } from 'react';
import { AUDIT_ACTIONS } from '@matka/shared';
import { DataTable, serverPaged, type Column } from '../../components/DataTable';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { AUDIT_LABELS, auditLabel } from '../../components/auditLabels';
import { FilterFold } from '../../components/FilterFold';
import { istTime } from '../../components/format';
import { SearchBox } from '../../components/SearchBox';
import { useTableParams } from '../../components/useTableParams';
import { useAuditQuery, useMarketsQuery, useOperatorsQuery } from '../../state/consoleApi';
import type { AuditEntry } from '../../state/contract';
import { auditTarget, type TargetNames } from './auditTarget';
import { ChangeCell } from './ChangeCell';
import styles from './AuditLog.module.css';

/** The table's columns; targets are named from the markets and operators the console holds (auditTarget.ts). */
function auditColumns(names: TargetNames): Column<AuditEntry>[] {
  return [
    { key: 'created_at', header: 'Time', sortable: true, render: (entry) => <span className={styles.nowrap}>{istTime(entry.created_at)}</span> },
    { key: 'operator', header: 'Operator', render: (entry) => entry.operator?.name ?? <span className="muted">System</span> },
    { key: 'action', header: 'Action', render: (entry) => <span className={styles.nowrap}>{auditLabel(entry.action)}</span> },
    { key: 'target', header: 'Target', wide: true, render: (entry) => <span className={styles.target}>{auditTarget(entry, names)}</span> },
    { key: 'player', header: 'Player', wide: true, fold: true, render: (entry) => (entry.player ? `${entry.player.name} · ${entry.player.phone_number}` : '—') },
    { key: 'change', header: 'Change', wide: true, fold: true, render: (entry) => (entry.before == null && entry.after == null ? '—' : <ChangeCell before={entry.before} after={entry.after} />) },
    { key: 'request', header: 'Request', wide: true, fold: true, render: (entry) => <code className={styles.code}>{entry.request_id}</code> },
  ];
}

export function AuditLog() {
  const table = useTableParams({
    sort: { key: 'created_at', dir: 'desc' },
    filters: ['operator_id', 'action', 'phone_number', 'from', 'to'] as const,
  });
  const operators = useOperatorsQuery();
  const markets = useMarketsQuery();
  const columns = useMemo(() => auditColumns({ markets: markets.data, operators: operators.data }), [markets.data, operators.data]);
  const { data, error, isFetching } = useAuditQuery({
    ...table.params,
    operator_id: table.filters.operator_id || undefined,
    action: table.filters.action || undefined,
    phone_number: table.filters.phone_number || undefined,
    from: table.filters.from || undefined,
    to: table.filters.to || undefined,
  });

  return (
    <>
      <h2 className="section-title">Audit log</h2>
      <DataTable
        caption="Audit log"
        columns={columns}
        rowKey={(entry) => entry.id}
        {...serverPaged(table, { data, error, isFetching })}
        onPageSize={table.setPageSize}
        empty="No actions match these filters."
        toolbar={(
          <>
          <ExportCsvButton table="audit" filters={table.filters} what="the audit log" />
          <FilterFold set={Object.values(table.filters).filter(Boolean).length}>
            <label className="field">
              <span className="field-label">Operator</span>
              <select className="select" value={table.filters.operator_id} onChange={(event) => table.setFilter('operator_id', event.target.value)}>
                <option value="">Anyone</option>
                {operators.data?.map((operator) => <option key={operator.id} value={operator.id}>{operator.name} ({operator.role})</option>)}
              </select>
            </label>
            <label className="field">
              <span className="field-label">Action</span>
              <select className="select" value={table.filters.action} onChange={(event) => table.setFilter('action', event.target.value)}>
                <option value="">Any action</option>
                {AUDIT_ACTIONS.map((action) => <option key={action} value={action}>{AUDIT_LABELS[action]}</option>)}
              </select>
            </label>
            <SearchBox key={table.filters.phone_number} label="Player phone" value={table.filters.phone_number}
              onSearch={(value) => table.setFilter('phone_number', value)} />
            <label className="field">
              <span className="field-label">From</span>
              <input className="input" type="date" value={table.filters.from} onChange={(event) => table.setFilter('from', event.target.value)} />
            </label>
            <label className="field">
              <span className="field-label">To</span>
              <input className="input" type="date" value={table.filters.to} onChange={(event) => table.setFilter('to', event.target.value)} />
            </label>
          </FilterFold>
          </>
        )}
      />
    </>
  );
}
