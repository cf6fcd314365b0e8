/**
 * / and /home — SPEC §2 Home and Pull-to-refresh. On mount (and on a pull of
 * more than 50 px at the top, or the Refresh button) it reloads the profile
 * (silently: no overlay, SPEC §4), the markets and the rates. A failure shows
 * the server's msg and keeps the last list on screen.
 */
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router-dom';
import {
  gameNameToSlug, MSG, type Game, type GamesResponse, type ProfileResponse, type RatesResponse, type UserInfo,
} from '@matka/shared';
import {
  ApiError, callApi, errorText, profileRefreshed, selectIsBettingEnabled, selectUser, useInjectedSlice,
} from '@matka/shared/client';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { GameCard, GameCardSkeleton } from './GameCard';
import { HomeDialog } from './HomeDialog';
import {
  gamesLoaded, homeSlice, isMarketOpen, localNumber, ratesLoaded, selectHome, telHref, uniqueBy, uniqueGames,
  uniqueRates, whatsappHref,
} from './homeSlice';
import {
  ArrowDownIcon, HeadsetIcon, MegaphoneIcon, PauseIcon, PhoneIcon, RefreshIcon, ResumeIcon, WhatsAppIcon,
} from './icons';
import { usePullToRefresh, type PullPhase } from './usePullToRefresh';
import styles from './Home.module.css';

type OpenDialog = { kind: 'support'; number: string } | { kind: 'charts'; game: Game } | null;

function isUserInfo(value: unknown): value is UserInfo {
  return !!value && typeof value === 'object' && typeof (value as UserInfo).phone_number === 'string'
    && (value as UserInfo).phone_number !== '';
}

function firstName(name: string | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}

export function HomePage() {
  useInjectedSlice(homeSlice);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const bettingEnabled = useAppSelector(selectIsBettingEnabled);
  const { games } = useAppSelector(selectHome);
  const [loadFailed, setLoadFailed] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const page = useRef<HTMLDivElement>(null);
  const inFlight = useRef<AbortController | null>(null);
  const phone = user?.phone_number ?? '';

  /** Profile, games and rates together; each failure says the server's msg once. */
  const reload = useCallback(async () => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    const { signal } = controller;

    const fail = (failure: unknown) => {
      if (signal.aborted) return;
      // 401 is the shell's business (session expiry logs out); anything else is worth saying.
      if (failure instanceof ApiError && failure.status === 401) return;
      const message = errorText(failure);
      toast.error(message, { id: `home-load:${message}` });
    };

    const profile = callApi<ProfileResponse>('profile', { phone_number: phone }, { silent: true, signal })
      .then((response) => {
        if (!signal.aborted && isUserInfo(response.data) && response.data.phone_number === phone) {
          dispatch(profileRefreshed(response.data));
        }
      })
      .catch(fail);

    const markets = callApi<GamesResponse>('games', { phone_number: phone }, { signal })
      .then((response) => {
        if (signal.aborted) return;
        dispatch(gamesLoaded(uniqueGames(response.result)));
        setLoadFailed(false);
      })
      .catch((failure: unknown) => {
        if (!signal.aborted) setLoadFailed(true);
        fail(failure);
      });

    const rates = callApi<RatesResponse>('rates', undefined, { signal })
      .then((response) => {
        if (!signal.aborted) dispatch(ratesLoaded(uniqueRates(response.result)));
      })
      .catch(fail);

    await Promise.all([profile, markets, rates]);
  }, [phone, dispatch]);

  useEffect(() => {
    void reload();
    return () => inFlight.current?.abort();
  }, [reload]);

  const pull = usePullToRefresh(page, { onRefresh: reload, enabled: dialog === null });
  const closeDialog = useCallback(() => setDialog(null), []);

  const play = (game: Game) => {
    if (!isMarketOpen(game)) {
      toast.error(MSG.marketClosed, { id: 'home-market-closed' });
      return;
    }
    navigate(`/game_type/${encodeURIComponent(gameNameToSlug(game.games_name))}`);
  };

  const supportNumbers = uniqueBy(
    [user?.helpNumber1, user?.helpNumber2].filter((number): number is string => !!number && localNumber(number) !== ''),
    localNumber,
  );
  const greetingName = firstName(user?.name);

  return (
    <div ref={page} className={`page ${styles.home}`} data-testid="home-page">
      <PullIndicator phase={pull.phase} distance={pull.distance} />

      <h2 className={styles.greeting}>{greetingName ? `Welcome, ${greetingName}` : 'Welcome'}</h2>

      {user?.notification_head?.trim() && <NoticeBanner text={user.notification_head.trim()} />}

      {supportNumbers.length > 0 && (
        <section className={styles.support} aria-labelledby="home-support-title">
          <div className={styles.supportHead}>
            <span className={styles.supportIcon} aria-hidden="true"><HeadsetIcon /></span>
            <div>
              <h2 id="home-support-title" className={styles.supportTitle}>Help &amp; Support</h2>
              <p className={styles.supportHint}>Tap a number to call or WhatsApp us</p>
            </div>
          </div>
          <div className={styles.supportNumbers}>
            {supportNumbers.map((number) => (
              <button
                key={number}
                type="button"
                className={styles.supportButton}
                aria-haspopup="dialog"
                onClick={() => setDialog({ kind: 'support', number })}
              >
                <PhoneIcon width={18} height={18} />
                <span><span className="visually-hidden">Support </span>+91 {localNumber(number)}</span>
              </button>
            ))}
          </div>
        </section>
      )}

      <section className={styles.markets} aria-labelledby="home-markets-title">
        <div className={styles.marketsHead}>
          <h2 id="home-markets-title" className="section-title">Markets</h2>
          <button
            type="button"
            className={styles.refreshButton}
            onClick={() => void pull.refresh()}
            disabled={pull.phase === 'refreshing'}
            aria-label="Refresh markets"
          >
            <RefreshIcon width={20} height={20} />
          </button>
        </div>

        {games === null && !loadFailed && (
          <>
            <p className="visually-hidden" role="status">Loading markets…</p>
            <ul className={styles.gameList} aria-hidden="true" data-testid="markets-skeleton">
              <GameCardSkeleton />
              <GameCardSkeleton />
              <GameCardSkeleton />
            </ul>
          </>
        )}

        {games === null && loadFailed && (
          <div className={`empty-state ${styles.emptyState}`}>
            <p>Markets could not be loaded.</p>
            <button type="button" className="btn btn-ghost" onClick={() => void pull.refresh()}>Try again</button>
          </div>
        )}

        {games !== null && games.length === 0 && (
          <p className={`empty-state ${styles.emptyState}`}>No markets are available right now.</p>
        )}

        {games !== null && games.length > 0 && (
          <ul className={styles.gameList} aria-labelledby="home-markets-title">
            {games.map((game) => (
              <GameCard
                key={game.games_name}
                game={game}
                bettingEnabled={bettingEnabled}
                onPlay={play}
                onCharts={(chosen) => setDialog({ kind: 'charts', game: chosen })}
              />
            ))}
          </ul>
        )}
      </section>

      {dialog?.kind === 'support' && (
        <HomeDialog title="Contact Support" subtitle={`+91 ${localNumber(dialog.number)}`} onClose={closeDialog}>
          <div className={styles.dialogActions}>
            <a className="btn btn-block" href={telHref(dialog.number)}>
              <PhoneIcon width={20} height={20} /> Call Now
            </a>
            <a
              className={`btn btn-block ${styles.whatsappButton}`}
              href={whatsappHref(dialog.number)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <WhatsAppIcon width={20} height={20} /> WhatsApp
            </a>
            <button type="button" className="btn btn-ghost btn-block" onClick={closeDialog}>Cancel</button>
          </div>
        </HomeDialog>
      )}

      {dialog?.kind === 'charts' && (
        <HomeDialog title={dialog.game.games_name} subtitle="Choose a result chart" onClose={closeDialog}>
          <div className={styles.dialogActions}>
            <Link className="btn btn-block" to={`/jodi_chart/${encodeURIComponent(gameNameToSlug(dialog.game.games_name))}`}>
              Jodi Chart
            </Link>
            <Link className="btn btn-block" to={`/pana_chart/${encodeURIComponent(gameNameToSlug(dialog.game.games_name))}`}>
              Pana Chart
            </Link>
            <button type="button" className="btn btn-ghost btn-block" onClick={closeDialog}>Cancel</button>
          </div>
        </HomeDialog>
      )}
    </div>
  );
}

const PULL_LABELS: Record<Exclude<PullPhase, 'idle'>, string> = {
  pulling: 'Pull to refresh',
  ready: 'Release to refresh',
  refreshing: 'Refreshing…',
};

/** Follows the finger over the list (an overlay: the list never moves). */
function PullIndicator({ phase, distance }: { phase: PullPhase; distance: number }) {
  // Damped travel, capped, so the bubble slides down from under the header.
  const offset = phase === 'refreshing' ? 64 : Math.min(distance * 0.6, 88);
  const style = { '--pull-offset': `${offset}px` } as CSSProperties;
  return (
    <div className={styles.pull} data-phase={phase} style={style} data-testid="pull-indicator">
      <span className={styles.pullBubble} aria-hidden="true">
        {phase === 'refreshing' ? <span className={styles.pullSpinner} /> : <ArrowDownIcon width={18} height={18} />}
      </span>
      <span className={styles.pullLabel} role="status">
        {phase === 'idle' ? '' : PULL_LABELS[phase]}
      </span>
    </div>
  );
}

/** The operator's notice: plain text, scrolling like a ticker unless the player prefers reduced motion. */
function NoticeBanner({ text }: { text: string }) {
  const [paused, setPaused] = useState(false);
  // Long notices scroll slower so they stay readable (about 12 characters a second).
  const style = { '--notice-duration': `${Math.max(10, Math.round(text.length / 12) + 8)}s` } as CSSProperties;
  return (
    <section className={styles.notice} aria-label="Notice">
      <span className={styles.noticeIcon} aria-hidden="true"><MegaphoneIcon width={18} height={18} /></span>
      <div className={styles.noticeTrack} data-paused={paused} style={style}>
        <p className={styles.noticeText} data-testid="notice-text">{text}</p>
      </div>
      <button
        type="button"
        className={styles.noticePause}
        onClick={() => setPaused((value) => !value)}
        aria-pressed={paused}
        aria-label="Pause notice scrolling"
      >
        {paused ? <ResumeIcon width={16} height={16} /> : <PauseIcon width={16} height={16} />}
      </button>
    </section>
  );
}
