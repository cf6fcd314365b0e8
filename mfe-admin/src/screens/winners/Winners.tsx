/**
 * The winners of one declaration (docs/CONSOLE.md "Winners"): every bid its
 * settlement paid — player, game type, numbers, stake, rate, win — paged and
 * sorted on the server, searched by the start of a mobile number. A reverted
 * declaration keeps its list, marked reverted with the revert's time and
 * reason. Opened from the Results screen's declarations table.
 */
import { Link, useParams } from 'react-router-dom';
import { GAME_TYPES, plural, type DeclarationWinner, type WinnersDeclaration } from '@matka/shared';
import { errorText } from '@matka/shared/client';
import { DataTable, serverPaged, type Column } from '../../components/DataTable';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { istTime, points } from '../../components/format';
import { SearchBox } from '../../components/SearchBox';
import { useTableParams } from '../../components/useTableParams';
import { useDeclarationWinnersQuery } from '../../state/winnersApi';
import styles from './Winners.module.css';

const columns: Column<DeclarationWinner>[] = [
  {
    key: 'phone_number', header: 'Player', sortable: true, rowHeader: true,
    render: (row) => <Link to={`/admin/players/${row.player.id}`}>{row.player.phone_number}{row.player.name ? ` · ${row.player.name}` : ''}</Link>,
  },
  { key: 'game_type', header: 'Game type', sortable: true, render: (row) => `${GAME_TYPES[row.game_type].label} (${row.session})` },
  { key: 'numbers', header: 'Numbers', render: (row) => row.numbers },
  { key: 'points', header: 'Points', sortable: true, align: 'end', render: (row) => points(row.points) },
  { key: 'rate', header: 'Rate', render: (row) => `${row.rate.min_value} KA ${row.rate.max_value}` },
  { key: 'win_points', header: 'Win', sortable: true, align: 'end', render: (row) => points(row.win_points) },
];

function Heading({ declaration }: { declaration: WinnersDeclaration }) {
  const resultsLink = `/admin/results?market=${declaration.market_id}&date=${declaration.business_date}`;
  return (
    <header className={styles.head}>
      <h2 className="section-title">
        Winners · {declaration.market} {declaration.session === 'open' ? 'open' : 'close'} {declaration.pana} · {declaration.business_date}
      </h2>
      <p className={styles.facts}>
        {plural(declaration.winners, 'winning bid', undefined, points(declaration.winners))}, {plural(declaration.paid, 'point', undefined, points(declaration.paid))} paid · declared {istTime(declaration.declared_at)}
        {declaration.source === 'draw' ? ' (drawn by the server)' : ''} · <Link to={resultsLink}>Back to the market day</Link>
      </p>
      {declaration.reverted_at && (
        <p className={styles.reverted} role="note" aria-label="Reverted">
          <span className="pill pill-danger">Reverted</span> {istTime(declaration.reverted_at)} — {declaration.revert_reason}.
          {' '}These bids are pending again; the list shows what this declaration paid.
        </p>
      )}
      {!declaration.winners_recorded && (
        <p className="muted" role="note">This declaration was reverted before winners were kept, so its winners cannot be listed.</p>
      )}
    </header>
  );
}

export function Winners() {
  const id = Number(useParams().declarationId);
  const table = useTableParams({ sort: { key: 'win_points', dir: 'desc' }, filters: ['q'] as const });
  const query = useDeclarationWinnersQuery({ id, ...table.params, q: table.filters.q || undefined }, { skip: !Number.isSafeInteger(id) || id < 1 });
  // The heading stays while another page or search loads; the rows wait for their own page (currentData).
  const declaration = query.data?.declaration.id === id ? query.data.declaration : undefined;
  const winners = query.currentData?.winners;
  if (!declaration) {
    return query.error
      ? <p className="empty-state" role="alert">{errorText(query.error)}</p>
      : <p className="muted" role="status">Loading the winners…</p>;
  }
  return (
    <>
      <Heading declaration={declaration} />
      <DataTable
        caption="Winners"
        columns={columns}
        rowKey={(row) => row.bid_id}
        {...serverPaged(table, { data: winners, error: query.error, isFetching: query.isFetching })}
        onPageSize={table.setPageSize}
        empty={table.filters.q ? 'No winner has a mobile number starting with these digits.' : 'This declaration paid no bid.'}
        toolbar={(
          <>
            <SearchBox key={table.filters.q} label="Mobile number" value={table.filters.q} onSearch={(value) => table.setFilter('q', value)} />
            <ExportCsvButton table="winners" filters={{ declaration_id: declaration.id, q: table.filters.q }} what="the winners" />
          </>
        )}
      />
    </>
  );
}
