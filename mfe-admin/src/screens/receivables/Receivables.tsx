/**
 * Receivables (docs/CONSOLE.md "Receivables", docs/decisions/0020): every
 * shortfall a result revert left — the player, the points, the declaration,
 * the date — with what has been collected from the player's credits since
 * and what is still owed; open ones first by default. An admin writes one
 * off with a reason (the shared modal); every other role reads.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import toast from 'react-hot-toast';
import { plural, writeOffRequest, type Receivable } from '@matka/shared';
import { ConfirmDialog, mutationDialog } from '../../components/ConfirmDialog';
import { DataTable, serverPaged, type Column } from '../../components/DataTable';
import { istTime, points } from '../../components/format';
import { SearchBox } from '../../components/SearchBox';
import { useTableParams } from '../../components/useTableParams';
import { useReceivablesQuery, useWriteOffReceivableMutation } from '../../state/receivablesApi';
import { operatorMay, selectOperator } from '../../state/session';
import { useConsoleSelector } from '../../state/store';
import styles from './Receivables.module.css';

const STATE_PILL: Record<Receivable['state'], { label: string; className: string }> = {
  open: { label: 'Open', className: 'pill pill-warning' },
  collected: { label: 'Collected', className: 'pill pill-success' },
  written_off: { label: 'Written off', className: 'pill' },
};

/** The state filter: open by default ('' in the URL); 'all' asks for every state. */
const STATE_CHOICES = [['', 'Open'], ['collected', 'Collected'], ['written_off', 'Written off'], ['all', 'All']] as const;

function declarationText(receivable: Receivable): string {
  const { market, session, pana, business_date: date } = receivable.declaration;
  return `${market} ${session} ${pana} · ${date}`;
}

function columnsFor(canSeeResults: boolean, canWriteOff: boolean, onWriteOff: (receivable: Receivable) => void): Column<Receivable>[] {
  const columns: Column<Receivable>[] = [
    {
      key: 'player', header: 'Player', rowHeader: true,
      render: (row) => <Link to={`/admin/players/${row.player.id}`}>{row.player.phone_number}{row.player.name ? ` · ${row.player.name}` : ''}</Link>,
    },
    { key: 'points', header: 'Points', align: 'end', render: (row) => points(row.points) },
    { key: 'collected', header: 'Collected', align: 'end', render: (row) => points(row.collected) },
    { key: 'outstanding', header: 'Owed', sortable: true, align: 'end', render: (row) => (row.state === 'open' ? <strong>{points(row.outstanding)}</strong> : '—') },
    {
      key: 'declaration', header: 'Reverted declaration',
      render: (row) => (canSeeResults
        ? <Link to={`/admin/results/declarations/${row.declaration.id}/winners`}>{declarationText(row)}</Link>
        : declarationText(row)),
    },
    { key: 'created_at', header: 'Recorded', sortable: true, render: (row) => istTime(row.created_at) },
    {
      key: 'state', header: 'State', wide: true,
      render: (row) => (
        <>
          <span className={STATE_PILL[row.state].className}>{STATE_PILL[row.state].label}</span>
          {row.state === 'written_off' && <span className={styles.detail}>{points(row.outstanding)} forgiven by {row.cleared_by ?? 'an admin'}: {row.write_off_reason}</span>}
          {row.state === 'collected' && row.cleared_at && <span className={styles.detail}>from credits, {istTime(row.cleared_at)}</span>}
        </>
      ),
    },
  ];
  if (canWriteOff) {
    columns.push({
      key: 'action', header: 'Action', wide: true,
      render: (row) => (row.state === 'open'
        ? <button type="button" className="btn btn-ghost" onClick={() => onWriteOff(row)} aria-label={`Write off ${points(row.outstanding)} owed by ${row.player.phone_number}…`}>Write off…</button>
        : '—'),
    });
  }
  return columns;
}

export function Receivables() {
  const operator = useConsoleSelector(selectOperator);
  const table = useTableParams({ sort: { key: 'created_at', dir: 'desc' }, filters: ['state', 'q'] as const });
  const state = table.filters.state === 'all' ? undefined : table.filters.state || 'open';
  const query = useReceivablesQuery({ ...table.params, state, q: table.filters.q || undefined });
  const [writingOff, setWritingOff] = useState<Receivable | null>(null);
  const [writeOff, writeOffState] = useWriteOffReceivableMutation();
  const columns = columnsFor(operatorMay(operator, 'results'), operatorMay(operator, 'write_off'), setWritingOff);
  const totals = query.data?.totals;

  return (
    <>
      <h2 className="section-title">Receivables</h2>
      <p className="muted">
        Points a result revert could not take back because the winner had already spent or withdrawn them. Each is collected from the
        player&apos;s next credits (deposits, wins, refunds, adjustments) as they arrive; an admin may write one off with a reason.
      </p>
      {totals && (
        <p className={styles.totals} role="status" aria-label="Owed now">
          Owed now: <strong>{plural(totals.outstanding, 'point', undefined, points(totals.outstanding))}</strong> on {plural(totals.open, 'open receivable')}
        </p>
      )}
      <DataTable
        caption="Receivables"
        columns={columns}
        rowKey={(row) => row.id}
        {...serverPaged(table, { data: query.data?.receivables, error: query.error, isFetching: query.isFetching })}
        onPageSize={table.setPageSize}
        empty={state === 'open' ? 'Nothing is owed.' : 'No receivable matches.'}
        toolbar={(
          <>
            <label className="field">
              <span className="field-label">State</span>
              <select className="select" value={table.filters.state} onChange={(event) => table.setFilter('state', event.target.value)}>
                {STATE_CHOICES.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
              </select>
            </label>
            <SearchBox key={table.filters.q} label="Mobile number" value={table.filters.q} onSearch={(value) => table.setFilter('q', value)} />
          </>
        )}
      />
      <ConfirmDialog
        open={writingOff !== null}
        title={writingOff ? `Write off ${points(writingOff.outstanding)} points owed by ${writingOff.player.phone_number}?` : ''}
        confirmLabel="Write off"
        busyLabel="Writing off…"
        tone="danger"
        reason={{ label: 'Reason for the write-off', schema: writeOffRequest.shape.reason, hint: 'Kept in the audit log and on this list.' }}
        {...mutationDialog(writeOffState, () => setWritingOff(null))}
        onConfirm={async (reason) => {
          if (!writingOff) return;
          const outcome = await writeOff({ id: writingOff.id, reason });
          if ('error' in outcome) return;
          setWritingOff(null);
          toast.success(`Written off: ${plural(outcome.data.outstanding, 'point', undefined, points(outcome.data.outstanding))} no longer owed by ${outcome.data.player.phone_number}.`);
        }}
      >
        <p>The player will no longer owe these points and no later credit collects them. This cannot be undone.</p>
        {writingOff && <p>From the revert of {declarationText(writingOff)}; {points(writingOff.collected)} collected so far.</p>}
      </ConfirmDialog>
    </>
  );
}
