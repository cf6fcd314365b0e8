/**
 * The frame of every betting page: the market's name as the page heading,
 * then the page itself only once the server says the market takes bids.
 * Loading, a failed load, an unknown market (never called closed) and a
 * closed one each get their own state (docs/PRODUCT.md §5: 'This Market Betting Is Closed For Today.').
 * A market or session that closes while the page is open (a live event, or
 * the list fetched again) closes the page the same way, at once, and says so.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MSG, type Game, type GameTypeId } from '@matka/shared';
import { lazyToast, GAMES, localiseMessage, pageI18n, useMessage, useText } from '@matka/shared/client';
import { ClockIcon, LockIcon } from '../components/icons';
import { useLiveClosures, withLiveClosures } from './liveClosures';
import { marketVerdict, type MarketState, type MarketVerdict } from './useMarket';
import styles from './MarketGate.module.css';

interface Props {
  state: MarketState;
  /** The game type being played, its name shown above the market name. */
  gameType?: GameTypeId;
  /** Jodi and both Sangams: only while the open session runs. */
  openSessionOnly?: boolean;
  children: (market: Game, verdict: MarketVerdict) => ReactNode;
}

export function MarketGate({ state, gameType, openSessionOnly = false, children }: Props) {
  const { t } = useText(GAMES);
  const { load, gameName } = state;
  const market = load.status === 'ready' ? load.market : null;
  const verdict = withLiveClosures(marketVerdict(market), useLiveClosures(market?.id ?? null));
  const unknown = load.status === 'ready' && market === null;
  const closed = load.status === 'ready' && !unknown && (openSessionOnly ? !verdict.openSession : !verdict.open);

  useEffect(() => {
    if (closed) lazyToast.error(localiseMessage(MSG.marketClosed), { id: 'market-closed' });
  }, [closed]);

  // Digit and pana pages stay open for the Close session: only the open session's end needs saying.
  const hadOpenSession = useRef(verdict.openSession);
  useEffect(() => {
    if (hadOpenSession.current && !verdict.openSession && !closed) lazyToast.error(pageI18n().t('games:session.openSessionOver'), { id: 'open-session-over' });
    hadOpenSession.current = verdict.openSession;
  }, [verdict.openSession, closed]);

  return (
    <div className="page">
      <MarketHeading name={market?.games_name ?? gameName} typeLabel={gameType && t(`types.${gameType}`)} market={market} unknown={unknown} />
      {load.status === 'loading' && <MarketSkeleton />}
      {load.status === 'error' && (
        <div className={`card ${styles.notice}`} role="alert">
          <p className={styles.noticeTitle}>{t('market.loadFailed')}</p>
          <p className="muted">{load.message}</p>
          <button type="button" className="btn" onClick={state.retry}>{t('market.tryAgain')}</button>
        </div>
      )}
      {unknown && <MarketUnknown name={gameName} />}
      {closed && <MarketClosed />}
      {load.status === 'ready' && market && !closed && children(market, verdict)}
    </div>
  );
}

function MarketHeading({ name, typeLabel, market, unknown }: { name: string; typeLabel?: string | undefined; market: Game | null; unknown: boolean }) {
  const { t } = useText(GAMES);
  return (
    <header className={styles.head}>
      <h2 className={styles.title}>{name}</h2>
      {typeLabel && <p className={styles.eyebrow}>{typeLabel}</p>}
      {!unknown && (
        <p className={styles.times}>
          <ClockIcon />
          {market ? (
            <>
              <span>{t('market.open')} <strong>{market.open_time}</strong></span>
              <span aria-hidden="true">·</span>
              <span>{t('market.close')} <strong>{market.close_time}</strong></span>
            </>
          ) : (
            <span className={styles.timesPending}>{t('market.checkingTimes')}</span>
          )}
        </p>
      )}
    </header>
  );
}

/** A mistyped or removed market: say so, rather than that it is closed. */
function MarketUnknown({ name }: { name: string }) {
  const { t } = useText(GAMES);
  return (
    <div className={`card ${styles.notice}`} role="alert">
      <p className={styles.noticeTitle}>{t('market.unknown', { name })}</p>
      <p className="muted">{t('market.chooseFromHome')}</p>
      <Link to="/home" className="btn btn-block">{t('market.backHome')}</Link>
    </div>
  );
}

export function MarketClosed() {
  const { t } = useText(GAMES);
  const say = useMessage();
  return (
    <div className={`card ${styles.notice}`}>
      <span className={styles.noticeIcon} aria-hidden="true"><LockIcon /></span>
      <p className={styles.noticeTitle}>{say(MSG.marketClosed)}</p>
      <p className="muted">{t('market.opensAgain')}</p>
      <Link to="/home" className="btn btn-block">{t('market.backHome')}</Link>
    </div>
  );
}

/** A game type the URL names that this page does not play. */
export function UnknownGameType({ backTo }: { backTo: string }) {
  const { t } = useText(GAMES);
  return (
    <div className="page">
      <h2 className="section-title">{t('market.typeNotFound')}</h2>
      <div className={`card ${styles.notice}`}>
        <p className={styles.noticeTitle}>{t('market.typeNotPlayed')}</p>
        <Link to={backTo} className="btn btn-block">{t('market.chooseType')}</Link>
      </div>
    </div>
  );
}

function MarketSkeleton() {
  const { t } = useText(GAMES);
  return (
    <div className={styles.skeletonCard} aria-busy="true" aria-label={t('market.loading')}>
      <span className={styles.skeletonLine} />
      <span className={styles.skeletonLine} />
      <span className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
    </div>
  );
}
