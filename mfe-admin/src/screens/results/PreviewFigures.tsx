/**
 * What declaring a pana would do, as the server computed it with the declaration's own SQL (nothing written).
 * Each win is at the rate its bid was placed at, shown beside it (docs/SETTLEMENT.md "The rate of a bid").
 */
import type { ResultPreview } from '@matka/shared';
import { GAME_TYPES, rateLabel } from '@matka/shared';
import { points } from '../../components/format';
import styles from './Results.module.css';

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
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">By game type</caption>
            <thead><tr><th scope="col">Game type</th><th scope="col">Bids</th><th scope="col">Winners</th><th scope="col">Staked</th><th scope="col">Payout</th></tr></thead>
            <tbody>
              {preview.by_game_type.map((row) => (
                <tr key={row.game_type}>
                  <td>{GAME_TYPES[row.game_type]?.label ?? row.game_type}</td>
                  <td>{points(row.settled)}</td><td>{points(row.winners)}</td><td>{points(row.staked)}</td><td>{points(row.paid)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!compact && preview.biggest_wins.length > 0 && (
        <details>
          <summary className={styles.summaryToggle}>Largest wins ({preview.biggest_wins.length})</summary>
          <div className="table-wrap">
            <table className="table">
              <caption className="visually-hidden">Largest wins</caption>
              <thead><tr><th scope="col">Player</th><th scope="col">Game</th><th scope="col">Number</th><th scope="col">Bid</th><th scope="col">Rate</th><th scope="col">Win</th></tr></thead>
              <tbody>
                {preview.biggest_wins.map((win, index) => (
                  <tr key={`${win.phone_number}-${index}`}>
                    <td>{win.phone_number}</td><td>{GAME_TYPES[win.game_type]?.label ?? win.game_type} · {win.session}</td>
                    <td>{win.number}</td><td>{points(win.points)}</td><td>{rateLabel(win.rate)}</td><td>{points(win.win_points)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </div>
  );
}
