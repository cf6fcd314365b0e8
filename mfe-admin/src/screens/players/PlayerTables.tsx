/**
 * A player's ledger, bids and fund requests: three server-paged tables, each with its own paging in the URL,
 * each a fold (components/Collapsible.tsx) whose heading says how many rows it holds: open on a desktop,
 * folded on a phone, where the three ran a player's page to 6,000 px.
 */
import { plural, rateLabel } from '@matka/shared';
import { Collapsible } from '../../components/Collapsible';
import { DataTable, serverPaged, type Column } from '../../components/DataTable';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { istTime, points, signedPoints } from '../../components/format';
import { useTableParams } from '../../components/useTableParams';
import { usePlayerBidsQuery, usePlayerFundRequestsQuery, usePlayerLedgerQuery } from '../../state/consoleApi';
import type { AdminBid, AdminFundRequest, AdminLedgerEntry } from '../../state/contract';
import { StatusPill } from '../funds/StatusPill';

const ledgerColumns: Column<AdminLedgerEntry>[] = [
  { key: 'created_at', header: 'Time', sortable: true, render: (entry) => istTime(entry.created_at) },
  { key: 'kind', header: 'Kind', render: (entry) => entry.kind.replace(/_/g, ' ') },
  { key: 'remark', header: 'Remark', wide: true, render: (entry) => entry.remark || entry.reference },
  { key: 'amount', header: 'Amount', align: 'end', render: (entry) => <span className={entry.amount < 0 ? 'amount-debit' : 'amount-credit'}>{signedPoints(entry.amount)}</span> },
  { key: 'balance_after', header: 'Balance', align: 'end', render: (entry) => points(entry.balance_after) },
];

const bidColumns: Column<AdminBid>[] = [
  { key: 'created_at', header: 'Placed', sortable: true, render: (bid) => istTime(bid.created_at) },
  { key: 'market', header: 'Market', wide: true, render: (bid) => `${bid.market} · ${bid.business_date}` },
  { key: 'game', header: 'Game', wide: true, render: (bid) => `${bid.game_type.replace(/_/g, ' ')} · ${bid.session}` },
  { key: 'number', header: 'Number', render: (bid) => bid.number },
  { key: 'points', header: 'Points', align: 'end', render: (bid) => points(bid.points) },
  // The rate the bid was placed at: the one it is paid at, whatever the Rates screen says now.
  { key: 'rate', header: 'Rate', render: (bid) => rateLabel(bid.rate) },
  { key: 'status', header: 'Status', render: (bid) => (bid.status === 'won' ? `won ${points(bid.win_points)}` : bid.status) },
];

const requestColumns: Column<AdminFundRequest>[] = [
  { key: 'created_at', header: 'Requested', sortable: true, render: (row) => istTime(row.created_at) },
  { key: 'kind', header: 'Kind', render: (row) => (row.kind === 'deposit' ? `Deposit (${row.method})` : 'Withdrawal') },
  { key: 'points', header: 'Points', align: 'end', render: (row) => points(row.points) },
  { key: 'status', header: 'Status', render: (row) => <StatusPill status={row.status} /> },
  { key: 'note', header: 'Note', wide: true, render: (row) => row.decline_reason ?? row.payout_reference ?? row.utr ?? '' },
];

function usePaged(prefix: string) {
  return useTableParams({ sort: { key: 'created_at', dir: 'desc' }, prefix });
}

export function PlayerLedger({ playerId }: { playerId: number }) {
  const table = usePaged('ledger');
  const { data, error, isFetching } = usePlayerLedgerQuery({ id: playerId, ...table.params });
  return (
    <Collapsible title="Ledger" note={data ? plural(data.total, 'row') : undefined}>
      <DataTable caption="Ledger" columns={ledgerColumns} rowKey={(entry) => entry.id}
        {...serverPaged(table, { data, error, isFetching })} empty="No ledger rows."
        toolbar={<ExportCsvButton table="player-ledger" filters={{ player_id: playerId }} what="the player's ledger" />} />
    </Collapsible>
  );
}

export function PlayerBids({ playerId }: { playerId: number }) {
  const table = usePaged('bids');
  const { data, error, isFetching } = usePlayerBidsQuery({ id: playerId, ...table.params });
  return (
    <Collapsible title="Bids" note={data ? plural(data.total, 'bid') : undefined}>
      <DataTable caption="Bids" columns={bidColumns} rowKey={(bid) => bid.id}
        {...serverPaged(table, { data, error, isFetching })} empty="No bids."
        toolbar={<ExportCsvButton table="player-bids" filters={{ player_id: playerId }} what="the player's bids" />} />
    </Collapsible>
  );
}

export function PlayerFundRequests({ playerId }: { playerId: number }) {
  const table = usePaged('requests');
  const { data, error, isFetching } = usePlayerFundRequestsQuery({ id: playerId, ...table.params });
  return (
    <Collapsible title="Fund requests" note={data ? plural(data.total, 'request') : undefined}>
      <DataTable caption="Player's fund requests" columns={requestColumns} rowKey={(row) => row.id}
        {...serverPaged(table, { data, error, isFetching })} empty="No fund requests."
        toolbar={<ExportCsvButton table="fund-requests" filters={{ player_id: playerId }} what="the player's fund requests" />} />
    </Collapsible>
  );
}
