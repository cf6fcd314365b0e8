/**
 * Fund requests (docs/API.md "Operator API" → fund requests), paged, sorted
 * and filtered on the server: deposits with their UTR and screenshot,
 * withdrawals with the player's bank details, pending first by default.
 * Approving a deposit credits it; approving a withdrawal records the payout
 * reference of the transfer; declining asks for a reason (a declined
 * withdrawal's held points go back to the player). Each request is decided
 * once: the server answers 409 to the second operator.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { plural } from '@matka/shared';
import { DataTable, serverPaged, type Column } from '../../components/DataTable';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { SearchBox } from '../../components/SearchBox';
import { istTime, points } from '../../components/format';
import { useTableParams } from '../../components/useTableParams';
import { useFundRequestsQuery } from '../../state/consoleApi';
import type { AdminFundRequest } from '../../state/contract';
import { BankLines } from './BankLines';
import { DecisionDialog, type Decision } from './DecisionDialog';
import { screenshotUrl } from './screenshot';
import { StatusPill } from './StatusPill';
import styles from './FundRequests.module.css';

const KINDS = [
  { value: 'deposit', label: 'Deposits' },
  { value: 'withdraw', label: 'Withdrawals' },
] as const;

const STATUSES = [
  { value: '0', label: 'Pending' },
  { value: '1', label: 'Approved' },
  { value: '-1', label: 'Declined' },
  { value: 'all', label: 'All' },
] as const;

function decidedLine(row: AdminFundRequest): string {
  const parts = [row.decided_by && `by ${row.decided_by}`, row.payout_reference && `ref ${row.payout_reference}`, row.decline_reason];
  return parts.filter(Boolean).join(' · ');
}

export function FundRequests() {
  const table = useTableParams({ sort: { key: 'created_at', dir: 'desc' }, filters: ['kind', 'status', 'q'] as const });
  const kind = table.filters.kind === 'withdraw' ? 'withdraw' : 'deposit';
  const status = STATUSES.find((option) => option.value === table.filters.status)?.value ?? '0';
  const { data, error, isFetching } = useFundRequestsQuery({
    ...table.params, kind, status: status === 'all' ? undefined : status, q: table.filters.q || undefined,
  });
  const [decision, setDecision] = useState<Decision | null>(null);

  const columns: Column<AdminFundRequest>[] = [
    { key: 'created_at', header: 'Requested', sortable: true, render: (row) => istTime(row.created_at) },
    {
      key: 'player', header: 'Player', rowHeader: true, render: (row) => (
        <span className={styles.player}>{row.player.name}<span className="muted">{row.player.phone_number} · balance {points(row.player.balance)}</span></span>
      ),
    },
    { key: 'points', header: 'Points', sortable: true, align: 'end', render: (row) => points(row.points) },
    ...(kind === 'deposit'
      ? [{
        key: 'utr', header: 'UTR / screenshot', wide: true, render: (row: AdminFundRequest) => (
          <span className={styles.player}>
            <span>{row.utr ?? (row.method === 'gateway' ? 'Gateway' : '—')}</span>
            {row.has_image && <a href={screenshotUrl(row.id)} target="_blank" rel="noreferrer">Screenshot</a>}
          </span>
        ),
      }]
      : [{ key: 'bank', header: 'Pay to', wide: true, render: (row: AdminFundRequest) => <BankLines bank={row.bank_details} /> }]),
    { key: 'status', header: 'Status', render: (row) => <StatusPill status={row.status} /> },
    {
      key: 'actions', header: 'Decision', wide: true, render: (row) => row.status === '0' ? (
        <span className={styles.actions}>
          <button type="button" className="btn" onClick={() => setDecision({ request: row, approve: true })}
            aria-label={`Approve ${plural(row.points, 'point')} for ${row.player.name}`}>Approve</button>
          <button type="button" className="btn btn-ghost" onClick={() => setDecision({ request: row, approve: false })}
            aria-label={`Decline ${plural(row.points, 'point')} for ${row.player.name}`}>Decline</button>
        </span>
      ) : <span className="muted">{decidedLine(row)}</span>,
    },
  ];

  return (
    <>
      <h2 className="section-title">Fund requests</h2>
      <DataTable
        caption={kind === 'deposit' ? 'Deposit requests' : 'Withdrawal requests'}
        columns={columns}
        rowKey={(row) => row.id}
        {...serverPaged(table, { data, error, isFetching })}
        onPageSize={table.setPageSize}
        empty={status === '0' ? 'Nothing waiting for a decision.' : 'No requests.'}
        toolbar={(
          <>
            <div className={styles.tabs} role="group" aria-label="Kind">
              {KINDS.map((option) => (
                <button key={option.value} type="button" aria-pressed={kind === option.value}
                  className={kind === option.value ? `btn ${styles.tab}` : `btn btn-ghost ${styles.tab}`}
                  onClick={() => table.setFilter('kind', option.value)}>
                  {option.label}
                </button>
              ))}
            </div>
            <label className="field">
              <span className="field-label">Status</span>
              <select className="select" value={status} onChange={(event) => table.setFilter('status', event.target.value)}>
                {STATUSES.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
              </select>
            </label>
            <SearchBox key={table.filters.q} label="Player (phone or name)" value={table.filters.q} onSearch={(value) => table.setFilter('q', value)} />
            <ExportCsvButton table="fund-requests" filters={{ kind, status: status === 'all' ? undefined : status, q: table.filters.q }} what={kind === 'deposit' ? 'the deposit requests' : 'the withdrawal requests'} />
          </>
        )}
      />
      <DecisionDialog
        decision={decision}
        onClose={() => setDecision(null)}
        onDecided={(message) => {
          setDecision(null);
          toast.success(message);
        }}
      />
    </>
  );
}
