/**
 * What declaring a pana would do, as the server computed it with the declaration's own SQL (nothing written).
 * Each win is at the rate its bid was placed at, shown beside it (docs/SETTLEMENT.md "The rate of a bid").
 */
import type { ResultPreview } from '@matka/shared';
import { GAME_TYPES, rateLabel } from '@matka/shared';
import { points } from '../../components/format';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import styles from './Results.module.css';

const BY_GAME_TYPE: Column<ResultPreview['by_game_type'][number]>[] = [
  { key: 'game_type', header: 'Game type', rowHeader: true, render: (row) => GAME_TYPES[row.game_type]?.label ?? row.game_type },
  { key: 'settled', header: 'Bids', render: (row) => points(row.settled) },
  { key: 'winners', header: 'Winners', render: (row) => points(row.winners) },
  { key: 'staked', header: 'Staked', render: (row) => points(row.staked) },
  { key: 'paid', header: 'Payout', render: (row) => points(row.paid) },
];

const BIGGEST_WINS: Column<ResultPreview['biggest_wins'][number]>[] = [
  { key: 'player', header: 'Player', render: (win) => win.phone_number },
  { key: 'game', header: 'Game', render: (win) => `${GAME_TYPES[win.game_type]?.label ?? win.game_type} · ${win.session}` },
  { key: 'number', header: 'Number', render: (win) => win.number },
  { key: 'points', header: 'Bid', render: (win) => points(win.points) },
  { key: 'rate', header: 'Rate', render: (win) => rateLabel(win.rate) },
  { key: 'win', header: 'Win', render: (win) => points(win.win_points) },
];

export function PreviewFigures({ preview, compact = false }: { preview: ResultPreview; compact?: boolean }) {
  return (
    <div className={styles.preview} aria-label={`Preview of ${preview.pana}`}>
      <dl className={styles.figures}>
        <div><dt>Bids decided</dt><dd>{points(preview.settled)}</dd></div>
        <div><dt>Winning bids</dt><dd>{points(preview.winners)}</dd></div>
        <div><dt>Points staked</dt><dd>{points(preview.staked)}</dd></div>
        <div><dt>Payout</dt><dd>{points(preview.paid)}</dd></div>
        <div><dt>Operator net</dt><dd className={preview.net < 0 ? 'amount-debit' : 'amount-credit'}>{points(preview.net)}</dd></div>
      </dl>
      {!compact && preview.by_game_type.length > 0 && (
        <ResponsiveTable caption="By game type" columns={BY_GAME_TYPE} rows={preview.by_game_type} rowKey={(row) => row.game_type} />
      )}
      {!compact && preview.biggest_wins.length > 0 && (
        <details>
          <summary className={styles.summaryToggle}>Largest wins ({preview.biggest_wins.length})</summary>
          <ResponsiveTable caption="Largest wins" columns={BIGGEST_WINS} rows={preview.biggest_wins} rowKey={(win, index) => `${win.phone_number}-${index}`} />
        </details>
      )}
    </div>
  );
}
