/**
 * The market a betting page is about: /…/:gameName names it with spaces as
 * underscores. Loads get_games.php and keeps the server's verdict
 * (is_open, open_session_open, close_session_open) — the client never
 * decides from its own clock whether a session still takes bids.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { BID_SESSIONS, slugToGameName, type BidSession, type Game, type GamesResponse } from '@matka/shared';
import { ApiError, callApi, errorText, selectUser, useShellSelector } from '@matka/shared/client';

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
  /** Loads again in the background, keeping what is on screen until the answer comes. */
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

export function useMarket(): MarketState {
  const { gameName: slug = '' } = useParams();
  const gameName = slugToGameName(slug);
  const phone = useShellSelector(selectUser)?.phone_number ?? '';
  const [load, setLoad] = useState<MarketLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState({ count: 0, background: false });
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    if (!attempt.background) setLoad({ status: 'loading' });
    callApi<GamesResponse>('games', { phone_number: phone }, { signal: controller.signal, silent: attempt.background })
      .then((response) => {
        if (!controller.signal.aborted) setLoad({ status: 'ready', market: findMarket(response.result, gameName) });
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        // A background refresh that fails keeps the market on screen; the first load says why.
        if (attempt.background) return;
        // 401: the shell ends the session; nothing more to say here.
        const message = failure instanceof ApiError && failure.status === 401 ? 'Your session has ended.' : errorText(failure);
        setLoad({ status: 'error', message });
      });
    return () => controller.abort();
  }, [phone, gameName, attempt]);

  const retry = useCallback(() => setAttempt((current) => ({ count: current.count + 1, background: false })), []);
  const refresh = useCallback(() => setAttempt((current) => ({ count: current.count + 1, background: true })), []);

  return { gameName, load, retry, refresh };
}
