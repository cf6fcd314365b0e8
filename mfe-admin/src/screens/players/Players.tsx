/**
 * Players (docs/API.md "Operator API" → players): search by phone (digits,
 * prefix) or name, paged and sorted on the server; a row opens the player's page.
 */
import { Link, Route, Routes } from 'react-router-dom';
import { DataTable, serverPaged, type Column } from '../../components/DataTable';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { istTime, points } from '../../components/format';
import { SearchBox } from '../../components/SearchBox';
import { useTableParams } from '../../components/useTableParams';
import { usePlayersQuery } from '../../state/consoleApi';
import type { PlayerSummary } from '../../state/contract';
import { PlayerPage } from './PlayerPage';
import { PlayerStatus } from './PlayerStatus';

const columns: Column<PlayerSummary>[] = [
  { key: 'name', header: 'Name', sortable: true, rowHeader: true, render: (player) => <Link to={`/admin/players/${player.id}`}>{player.name || '(no name)'}</Link> },
  { key: 'phone_number', header: 'Phone', sortable: true, render: (player) => player.phone_number },
  { key: 'status', header: 'Status', render: (player) => <PlayerStatus status={player.status} /> },
  { key: 'balance', header: 'Balance', sortable: true, align: 'end', render: (player) => points(player.balance) },
  { key: 'created_at', header: 'Joined', sortable: true, render: (player) => istTime(player.created_at) },
];

export function Players() {
  return (
    <Routes>
      <Route index element={<PlayerList />} />
      <Route path=":playerId" element={<PlayerPage />} />
    </Routes>
  );
}

function PlayerList() {
  const table = useTableParams({ sort: { key: 'created_at', dir: 'desc' }, filters: ['q'] as const });
  const { data, error, isFetching } = usePlayersQuery({ ...table.params, q: table.filters.q || undefined });
  return (
    <>
      <h2 className="section-title">Players</h2>
      <DataTable
        caption="Players"
        columns={columns}
        rowKey={(player) => player.id}
        {...serverPaged(table, { data, error, isFetching })}
        onPageSize={table.setPageSize}
        empty={table.filters.q ? 'No player matches.' : 'No players yet.'}
        toolbar={(
          <>
            <SearchBox key={table.filters.q} label="Phone or name" value={table.filters.q} onSearch={(value) => table.setFilter('q', value)} />
            <ExportCsvButton table="players" filters={{ q: table.filters.q }} what="the players" />
          </>
        )}
      />
    </>
  );
}
