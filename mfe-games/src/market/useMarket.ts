/**
 * The market a betting page is about: /…/:gameName names it with spaces as
 * underscores. Reads get_games.php (afresh each time a page mounts; a market
 * already cached stays on screen meanwhile) and keeps the server's verdict
 * (is_open, open_session_open, close_session_open) — the client never
 * decides from its own clock whether a session still takes bids. Until the
 * first answer, the market home handed over with the tap (MarketRouteState,
 * when fresh) is shown, so the picker's tiles come without a round trip.
 */
import { useLocation, useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { BID_SESSIONS, marketFromRouteState, slugToGameName, type BidSession, type Game } from '@matka/shared';
import { errorText, isSessionExpiry, pageI18n, selectUser, useShellSelector } from '@matka/shared/client';
import { useGetGamesQuery } from '../state/gamesApi';

export type MarketLoad =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** market null: no market of that name. */
  | { status: 'ready'; market: Game | null };

export interface MarketState {
  /** The market name from the URL (spaces restored), known before anything loads. */
  gameName: string;
  load: MarketLoad;
  /** Loads again, showing the loading state (after an error). */
  retry(): void;
  /** Loads again in the background (silently), keeping what is on screen until the answer comes. */
  refresh(): void;
}

/** What the server says the market takes right now. */
export interface MarketVerdict {
  /** Any session takes bids. */
  open: boolean;
  openSession: boolean;
  closeSession: boolean;
  /** The sessions a digit or pana bid may choose, Open first. */
  sessions: BidSession[];
}

export function marketVerdict(market: Game | null): MarketVerdict {
  const enabled = !!market && market.game_status !== '0' && market.is_open === '1';
  const openSession = enabled && market.open_session_open === true;
  const closeSession = enabled && market.close_session_open === true;
  const sessions = BID_SESSIONS.filter((session) => (session === 'Open' ? openSession : closeSession));
  return { open: openSession || closeSession, openSession, closeSession, sessions };
}

export function findMarket(games: unknown, gameName: string): Game | null {
  if (!Array.isArray(games)) return null;
  const list = games as Game[];
  const wanted = gameName.trim();
  return list.find((game) => game.games_name === wanted)
    ?? list.find((game) => game.games_name?.trim().toLowerCase() === wanted.toLowerCase())
    ?? null;
}

function loadOf(games: Game[] | undefined, error: unknown, isFetching: boolean, gameName: string, handedOver: Game | null): MarketLoad {
  // A refresh that fails keeps the market on screen; only a load with nothing to show says why.
  if (games) return { status: 'ready', market: findMarket(games, gameName) };
  // Home's market (the card Play was tapped on) until the server's answer, which replaces it, comes; never instead of a failure.
  if (handedOver && isFetching && !error) return { status: 'ready', market: handedOver };
  if (error && !isFetching) {
    // 401: the shell ends the session; nothing more to say here.
    return { status: 'error', message: isSessionExpiry(error) ? pageI18n().t('games:market.sessionEnded') : errorText(error) };
  }
  return { status: 'loading' };
}

export function useMarket(): MarketState {
  const { gameName: slug = '' } = useParams();
  const gameName = slugToGameName(slug);
  const { state } = useLocation();
  const phone = useShellSelector(selectUser)?.phone_number;
  const { data, error, isFetching, isUninitialized, refetch } = useGetGamesQuery(phone ?? skipToken, { refetchOnMountOrArgChange: true });
  const reload = () => {
    if (!isUninitialized) void refetch();
  };
  return { gameName, load: loadOf(data, error, isFetching, gameName, marketFromRouteState(state, gameName)), retry: reload, refresh: reload };
}
