/**
 * / and /home — docs/PRODUCT.md §2 Home and Pull-to-refresh. The markets come from the
 * shell's api slice (refetched on every visit; a list already on screen stays
 * while it refreshes). A pull of more than 50 px at the top, or the Refresh
 * button, reloads the profile (silently, docs/PRODUCT.md §4) and the markets, and marks
 * the rates stale for the next time they are shown. A failure shows the
 * server's msg and keeps the last list on screen.
 */
import { useCallback, useRef, useState, type CSSProperties } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { gameNameToSlug, marketRouteState, MSG, uniqueBy, type Game } from '@matka/shared';
import {
  lazyToast, COMMON, MESSAGES, SHELL, localiseMessage, selectIsBettingEnabled, selectUser, serverDataChanged, useFailureToast, useGetProfileQuery, useLiveUp, useText,
} from '@matka/shared/client';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useGetGamesQuery } from '../app/shellApi';
import { GameCard, GameCardSkeleton } from './GameCard';
import { HomeDialog } from './HomeDialog';
import { isMarketOpen, localNumber, telHref, whatsappHref } from './markets';
import {
  ArrowDownIcon, HeadsetIcon, MegaphoneIcon, PauseIcon, PhoneIcon, RefreshIcon, ResumeIcon, WhatsAppIcon,
} from './icons';
import { usePullToRefresh, type PullPhase } from './usePullToRefresh';
import styles from './Home.module.css';

/** How often the market list is fetched while home is shown and the app is in front. */
export const MARKETS_POLL_MS = 60_000;

/**
 * Results and open/closed change while a player looks at home: the live
 * stream says when (shell/src/live/). The list is fetched on every visit and
 * when the app comes back to the front or online; every minute while the app
 * is in front only while the stream is down. A refresh of a list on screen
 * shows no overlay (shared/src/client/baseQuery.ts).
 */
const MARKETS_REFRESH = {
  refetchOnMountOrArgChange: true,
  skipPollingIfUnfocused: true,
  refetchOnFocus: true,
  refetchOnReconnect: true,
} as const;

type OpenDialog = { kind: 'support'; number: string } | { kind: 'charts'; game: Game } | null;

function firstName(name: string | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}

export function HomePage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const bettingEnabled = useAppSelector(selectIsBettingEnabled);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { t } = useText(SHELL);
  useText(MESSAGES);
  useText(COMMON);
  const page = useRef<HTMLDivElement>(null);
  const phone = user?.phone_number;
  const liveUp = useLiveUp('player');
  const markets = useGetGamesQuery(phone ?? skipToken, { ...MARKETS_REFRESH, pollingInterval: liveUp ? 0 : MARKETS_POLL_MS });
  const profile = useGetProfileQuery(phone ?? skipToken);
  const games = markets.data ?? null;
  const loadFailed = markets.isError;
  useFailureToast(markets.error, 'home-load');

  const { refetch: refetchMarkets } = markets;
  const { refetch: refetchProfile, isUninitialized: profileIdle } = profile;
  const reload = useCallback(async () => {
    // docs/PRODUCT.md §2: the pull reloads profile, games and rates. The rates are not
    // shown here: they are only marked stale, and /game-rates fetches them fresh.
    dispatch(serverDataChanged(['Rates']));
    await Promise.all([refetchMarkets(), profileIdle ? undefined : refetchProfile()]);
  }, [dispatch, refetchMarkets, refetchProfile, profileIdle]);

  const pull = usePullToRefresh(page, { onRefresh: reload, enabled: dialog === null });
  const closeDialog = useCallback(() => setDialog(null), []);

  const play = (game: Game) => {
    // A time-out or self-exclusion closes play: the button says why (docs/PROTECTION.md).
    if (user?.play_block) {
      lazyToast.error(localiseMessage(user.play_block.message, user.play_block.code, user.play_block.params), { id: 'home-play-closed' });
      return;
    }
    if (!isMarketOpen(game)) {
      lazyToast.error(localiseMessage(MSG.marketClosed), { id: 'home-market-closed' });
      return;
    }
    // The market as this card shows it goes along, so the picker draws its tiles before the server answers.
    navigate(`/game_type/${encodeURIComponent(gameNameToSlug(game.games_name))}`, { state: marketRouteState(game) });
  };

  const supportNumbers = uniqueBy(
    [user?.helpNumber1, user?.helpNumber2].filter((number): number is string => !!number && localNumber(number) !== ''),
    localNumber,
  );
  const greetingName = firstName(user?.name);

  return (
    <div ref={page} className={`page ${styles.home}`} data-testid="home-page">
      <PullIndicator phase={pull.phase} distance={pull.distance} />

      <h2 className={styles.greeting}>{greetingName ? t('home.welcomeName', { name: greetingName }) : t('home.welcome')}</h2>

      {user?.notification_head?.trim() && <NoticeBanner text={user.notification_head.trim()} />}

      {user?.play_block && (
        <section className={styles.playClosed} role="status" aria-labelledby="home-play-closed" data-testid="play-closed">
          <h2 id="home-play-closed" className={styles.playClosedTitle}>{t('home.playClosed')}</h2>
          <p>{localiseMessage(user.play_block.message, user.play_block.code, user.play_block.params)}</p>
          <Link to="/responsible-play" className={styles.playClosedLink}>{t('home.responsiblePlay')}</Link>
        </section>
      )}

      {supportNumbers.length > 0 && (
        <section className={styles.support} aria-labelledby="home-support-title">
          <div className={styles.supportHead}>
            <span className={styles.supportIcon} aria-hidden="true"><HeadsetIcon /></span>
            <div>
              <h2 id="home-support-title" className={styles.supportTitle}>{t('home.support')}</h2>
              <p className={styles.supportHint}>{t('home.supportHint')}</p>
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
                <span><span className="visually-hidden">{t('home.supportNumber')} </span>+91 {localNumber(number)}</span>
              </button>
            ))}
          </div>
        </section>
      )}

      <section className={styles.markets} aria-labelledby="home-markets-title">
        <div className={styles.marketsHead}>
          <h2 id="home-markets-title" className="section-title">{t('home.markets')}</h2>
          <button
            type="button"
            className={styles.refreshButton}
            onClick={() => void pull.refresh()}
            disabled={pull.phase === 'refreshing'}
            aria-label={t('home.refresh')}
          >
            <RefreshIcon width={20} height={20} />
          </button>
        </div>

        {games === null && !loadFailed && (
          <>
            <p className="visually-hidden" role="status">{t('home.loading')}</p>
            <ul className={styles.gameList} aria-hidden="true" data-testid="markets-skeleton">
              <GameCardSkeleton />
              <GameCardSkeleton />
              <GameCardSkeleton />
            </ul>
          </>
        )}

        {games === null && loadFailed && (
          <div className={`empty-state ${styles.emptyState}`}>
            <p>{t('home.loadFailed')}</p>
            <button type="button" className="btn btn-ghost" onClick={() => void pull.refresh()}>{t('home.tryAgain')}</button>
          </div>
        )}

        {games !== null && games.length === 0 && (
          <p className={`empty-state ${styles.emptyState}`}>{t('home.noMarkets')}</p>
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
        <HomeDialog title={t('home.contactSupport')} subtitle={`+91 ${localNumber(dialog.number)}`} onClose={closeDialog}>
          <div className={styles.dialogActions}>
            <a className="btn btn-block" href={telHref(dialog.number)}>
              <PhoneIcon width={20} height={20} /> {t('home.callNow')}
            </a>
            <a
              className={`btn btn-block ${styles.whatsappButton}`}
              href={whatsappHref(dialog.number)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <WhatsAppIcon width={20} height={20} /> {t('home.whatsapp')}
            </a>
            <button type="button" className="btn btn-ghost btn-block" onClick={closeDialog}>{t('home.cancel')}</button>
          </div>
        </HomeDialog>
      )}

      {dialog?.kind === 'charts' && (
        <HomeDialog title={dialog.game.games_name} subtitle={t('home.chooseChart')} onClose={closeDialog}>
          <div className={styles.dialogActions}>
            <Link className="btn btn-block" to={`/jodi_chart/${encodeURIComponent(gameNameToSlug(dialog.game.games_name))}`}>
              {t('home.jodiChart')}
            </Link>
            <Link className="btn btn-block" to={`/pana_chart/${encodeURIComponent(gameNameToSlug(dialog.game.games_name))}`}>
              {t('home.panaChart')}
            </Link>
            <button type="button" className="btn btn-ghost btn-block" onClick={closeDialog}>{t('home.cancel')}</button>
          </div>
        </HomeDialog>
      )}
    </div>
  );
}

/** Follows the finger over the list (an overlay: the list never moves). */
function PullIndicator({ phase, distance }: { phase: PullPhase; distance: number }) {
  // Damped travel, capped, so the bubble slides down from under the header.
  const offset = phase === 'refreshing' ? 64 : Math.min(distance * 0.6, 88);
  const style = { '--pull-offset': `${offset}px` } as CSSProperties;
  const { t } = useText(SHELL);
  return (
    <div className={styles.pull} data-phase={phase} style={style} data-testid="pull-indicator">
      <span className={styles.pullBubble} aria-hidden="true">
        {phase === 'refreshing' ? <span className={styles.pullSpinner} /> : <ArrowDownIcon width={18} height={18} />}
      </span>
      <span className={styles.pullLabel} role="status">
        {phase === 'idle' ? '' : t(`home.${phase}`)}
      </span>
    </div>
  );
}

/** The operator's notice: plain text, scrolling like a ticker unless the player prefers reduced motion. */
function NoticeBanner({ text }: { text: string }) {
  const [paused, setPaused] = useState(false);
  const { t } = useText(SHELL);
  // Long notices scroll slower so they stay readable (about 12 characters a second).
  const style = { '--notice-duration': `${Math.max(10, Math.round(text.length / 12) + 8)}s` } as CSSProperties;
  return (
    <section className={styles.notice} aria-label={t('home.notice')}>
      <span className={styles.noticeIcon} aria-hidden="true"><MegaphoneIcon width={18} height={18} /></span>
      <div className={styles.noticeTrack} data-paused={paused} style={style}>
        <p className={styles.noticeText} data-testid="notice-text">{text}</p>
      </div>
      <button
        type="button"
        className={styles.noticePause}
        onClick={() => setPaused((value) => !value)}
        aria-pressed={paused}
        aria-label={t('home.pauseNotice')}
      >
        {paused ? <ResumeIcon width={16} height={16} /> : <PauseIcon width={16} height={16} />}
      </button>
    </section>
  );
}
