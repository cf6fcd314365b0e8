/**
 * /game-rates — docs/PRODUCT.md §2: a table of category against win ratio, shown as
 * 'min KA max' (a stake of min points returns max points), from
 * get_rates.php, de-duplicated by type. Cached for a few minutes; a pull to
 * refresh on home marks them stale. A note under the specified texts says that
 * a bid is paid at the rate in force when it is placed, so a change of rates
 * applies to new bids only (docs/SETTLEMENT.md "The rate of a bid").
 */
import { RATE_TEXT, type Rate } from '@matka/shared';
import { errorText } from '@matka/shared/client';
import { RATES_FRESH_SECONDS, useGetRatesQuery } from '../../state/gamesApi';
import styles from './GameRates.module.css';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; rates: Rate[] };

export function rateText(rate: Pick<Rate, 'min_value' | 'max_value'>): string {
  return `${rate.min_value} KA ${rate.max_value}`;
}

export function GameRates() {
  const rates = useGetRatesQuery(undefined, { refetchOnMountOrArgChange: RATES_FRESH_SECONDS });
  const load: Load = rates.data
    ? { status: 'ready', rates: rates.data }
    : rates.error && !rates.isFetching ? { status: 'error', message: errorText(rates.error) } : { status: 'loading' };
  const retry = () => void rates.refetch();

  return (
    <div className="page">
      <h2 className="section-title">Game Rates</h2>
      <p className={styles.intro}>
        Read <strong>10 KA 95</strong> as: a winning bid of 10 points returns 95 points.
      </p>
      <p className={styles.intro}>{RATE_TEXT.newBidsOnly}</p>

      {load.status === 'loading' && <div className={styles.skeleton} aria-busy="true" aria-label="Loading rates" />}

      {load.status === 'error' && (
        <div className={`card ${styles.error}`} role="alert">
          <p>{load.message}</p>
          <button type="button" className="btn" onClick={retry}>Try again</button>
        </div>
      )}

      {load.status === 'ready' && load.rates.length === 0 && (
        <p className="empty-state">Rates are not available right now.</p>
      )}

      {load.status === 'ready' && load.rates.length > 0 && (
        <div className="table-wrap">
          <table className={`table ${styles.table}`}>
            <caption className="visually-hidden">Win ratio of each game type</caption>
            <thead>
              <tr><th scope="col">Game Type</th><th scope="col" className={styles.ratioHead}>Win Ratio</th></tr>
            </thead>
            <tbody>
              {load.rates.map((rate) => (
                <tr key={rate.type}>
                  <th scope="row" className={styles.type}>{rate.type}</th>
                  <td className={styles.ratio}>{rateText(rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
