/**
 * /game-rates — docs/PRODUCT.md §2: a table of category against win ratio, shown as
 * 'min KA max' (a stake of min points returns max points), from
 * get_rates.php, de-duplicated by type. Cached for a few minutes; a pull to
 * refresh on home marks them stale. A note under the specified texts says that
 * a bid is paid at the rate in force when it is placed, so a change of rates
 * applies to new bids only (docs/SETTLEMENT.md "The rate of a bid").
 */
import { Trans } from 'react-i18next';
import { GAME_TYPE_IDS, GAME_TYPES, type Rate } from '@matka/shared';
import { GAMES, errorText, useText } from '@matka/shared/client';
import { RATES_FRESH_SECONDS, useGetRatesQuery } from '../../state/gamesApi';
import styles from './GameRates.module.css';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; rates: Rate[] };

export function rateText(rate: Pick<Rate, 'min_value' | 'max_value'>): string {
  return `${rate.min_value} KA ${rate.max_value}`;
}

/** The game type whose name a rate carries ('Single Digit'), to say it in the player's language; a type the client does not know is shown as sent. */
function rateGameType(type: string) {
  return GAME_TYPE_IDS.find((id) => GAME_TYPES[id].label === type) ?? null;
}

export function GameRates() {
  const { t } = useText(GAMES);
  const rates = useGetRatesQuery(undefined, { refetchOnMountOrArgChange: RATES_FRESH_SECONDS });
  const load: Load = rates.data
    ? { status: 'ready', rates: rates.data }
    : rates.error && !rates.isFetching ? { status: 'error', message: errorText(rates.error) } : { status: 'loading' };
  const retry = () => void rates.refetch();

  return (
    <div className="page">
      <h2 className="section-title">{t('rates.title')}</h2>
      <p className={styles.intro}>
        <Trans t={t} i18nKey="rates.readAs" components={{ strong: <strong /> }} />
      </p>
      <p className={styles.intro}>{t('rates.newBidsOnly')}</p>

      {load.status === 'loading' && <div className={styles.skeleton} aria-busy="true" aria-label={t('rates.loading')} />}

      {load.status === 'error' && (
        <div className={`card ${styles.error}`} role="alert">
          <p>{load.message}</p>
          <button type="button" className="btn" onClick={retry}>{t('rates.tryAgain')}</button>
        </div>
      )}

      {load.status === 'ready' && load.rates.length === 0 && (
        <p className="empty-state">{t('rates.empty')}</p>
      )}

      {load.status === 'ready' && load.rates.length > 0 && (
        <div className="table-wrap">
          <table className={`table ${styles.table}`}>
            <caption className="visually-hidden">{t('rates.caption')}</caption>
            <thead>
              <tr><th scope="col">{t('rates.gameType')}</th><th scope="col" className={styles.ratioHead}>{t('rates.winRatio')}</th></tr>
            </thead>
            <tbody>
              {load.rates.map((rate) => {
                const id = rateGameType(rate.type);
                return (
                <tr key={rate.type}>
                  <th scope="row" className={styles.type}>{id ? t(`types.${id}`) : rate.type}</th>
                  <td className={styles.ratio}>{rateText(rate)}</td>
                </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
