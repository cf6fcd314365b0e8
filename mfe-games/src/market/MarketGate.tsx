/**
 * The frame of every betting page: the market's name as the page heading,
 * then the page itself only once the server says the market takes bids.
 * Loading, a failed load, an unknown market (never called closed) and a
 * closed one each get their own state (docs/PRODUCT.md §5: 'This Market Betting Is Closed For Today.').
 * A market or session that closes while the page is open (a live event, or
 * the list fetched again) closes the page the same way, at once, and says so.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { MSG, type Game } from '@matka/shared';
import { OPEN_SESSION_OVER } from '../bidding/SessionChoice';
import { ClockIcon, LockIcon } from '../components/icons';
import { useLiveClosures, withLiveClosures } from './liveClosures';
import { marketVerdict, type MarketState, type MarketVerdict } from './useMarket';
import styles from './MarketGate.module.css';

interface Props {
  state: MarketState;
  /** The game type being played, shown above the market name. */
  typeLabel?: string;
  /** Jodi and both Sangams: only while the open session runs. */
  openSessionOnly?: boolean;
  children: (market: Game, verdict: MarketVerdict) => ReactNode;
}

export function MarketGate({ state, typeLabel, openSessionOnly = false, children }: Props) {
  const { load, gameName } = state;
  const market = load.status === 'ready' ? load.market : null;
  const verdict = withLiveClosures(marketVerdict(market), useLiveClosures(market?.id ?? null));
  const unknown = load.status === 'ready' && market === null;
  const closed = load.status === 'ready' && !unknown && (openSessionOnly ? !verdict.openSession : !verdict.open);

  useEffect(() => {
    if (closed) toast.error(MSG.marketClosed, { id: 'market-closed' });
  }, [closed]);

  // Digit and pana pages stay open for the Close session: only the open session's end needs saying.
  const hadOpenSession = useRef(verdict.openSession);
  useEffect(() => {
    if (hadOpenSession.current && !verdict.openSession && !closed) toast.error(OPEN_SESSION_OVER, { id: 'open-session-over' });
    hadOpenSession.current = verdict.openSession;
  }, [verdict.openSession, closed]);

  return (
    <div className="page">
      <MarketHeading name={market?.games_name ?? gameName} typeLabel={typeLabel} market={market} unknown={unknown} />
      {load.status === 'loading' && <MarketSkeleton />}
      {load.status === 'error' && (
        <div className={`card ${styles.notice}`} role="alert">
          <p className={styles.noticeTitle}>Could not load this market.</p>
          <p className="muted">{load.message}</p>
          <button type="button" className="btn" onClick={state.retry}>Try again</button>
        </div>
      )}
      {unknown && <MarketUnknown name={gameName} />}
      {closed && <MarketClosed />}
      {load.status === 'ready' && market && !closed && children(market, verdict)}
    </div>
  );
}

function MarketHeading({ name, typeLabel, market, unknown }: { name: string; typeLabel?: string | undefined; market: Game | null; unknown: boolean }) {
  return (
    <header className={styles.head}>
      <h2 className={styles.title}>{name}</h2>
      {typeLabel && <p className={styles.eyebrow}>{typeLabel}</p>}
      {!unknown && (
        <p className={styles.times}>
          <ClockIcon />
          {market ? (
            <>
              <span>Open <strong>{market.open_time}</strong></span>
              <span aria-hidden="true">·</span>
              <span>Close <strong>{market.close_time}</strong></span>
            </>
          ) : (
            <span className={styles.timesPending}>Checking market times…</span>
          )}
        </p>
      )}
    </header>
  );
}

/** A mistyped or removed market: say so, rather than that it is closed. */
function MarketUnknown({ name }: { name: string }) {
  return (
    <div className={`card ${styles.notice}`} role="alert">
      <p className={styles.noticeTitle}>There is no market called “{name}”.</p>
      <p className="muted">Choose a market from the list on Home.</p>
      <Link to="/home" className="btn btn-block">Back to Home</Link>
    </div>
  );
}

export function MarketClosed() {
  return (
    <div className={`card ${styles.notice}`}>
      <span className={styles.noticeIcon} aria-hidden="true"><LockIcon /></span>
      <p className={styles.noticeTitle}>{MSG.marketClosed}</p>
      <p className="muted">Bids open again at the next market time.</p>
      <Link to="/home" className="btn btn-block">Back to Home</Link>
    </div>
  );
}

/** A game type the URL names that this page does not play. */
export function UnknownGameType({ backTo }: { backTo: string }) {
  return (
    <div className="page">
      <h2 className="section-title">Game type not found</h2>
      <div className={`card ${styles.notice}`}>
        <p className={styles.noticeTitle}>This game type is not played here.</p>
        <Link to={backTo} className="btn btn-block">Choose a game type</Link>
      </div>
    </div>
  );
}

function MarketSkeleton() {
  return (
    <div className={styles.skeletonCard} aria-busy="true" aria-label="Loading market">
      <span className={styles.skeletonLine} />
      <span className={styles.skeletonLine} />
      <span className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
    </div>
  );
}
