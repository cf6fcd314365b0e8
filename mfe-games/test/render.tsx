/** mfe-games pages render for a logged-in player by default, at a route pattern, opened at a concrete path. */
import type { ReactElement } from 'react';
import type { InitialEntry } from 'react-router-dom';
import type { Game, UserInfo } from '@matka/shared';
import type userEvent from '@testing-library/user-event';
import { COMMON, GAMES, MESSAGES, SERVER, changeLanguage, registerNamespace } from '@matka/shared/client';
import { createTestStore, makeUser, renderInShell } from '@matka/shared/testing';
import { storeParts, type GamesRootState } from '../src/state/store';

export { makeUser } from '@matka/shared/testing';

interface Options {
  /** The route pattern the page is mounted at, e.g. '/game_type/:gameName'. */
  route: string;
  /** The concrete path to open, e.g. '/game_type/KALYAN', or a location with state. */
  path: InitialEntry;
  user?: UserInfo | null;
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export function renderPage(page: ReactElement, { route, path, user = makeUser(), userOptions }: Options) {
  return renderInShell(page, { route, entry: path, store: createGamesStore(user), userOptions });
}

/** The shell's store as it is once this remote has loaded: its store parts injected. */
export function createGamesStore(user: UserInfo | null = makeUser()) {
  return createTestStore<GamesRootState>(user, storeParts);
}

/** A market as get_games.php sends it; both sessions open unless overridden. */
export function makeGame(overrides: Partial<Game> = {}): Game {
  return {
    id: 1, games_name: 'KALYAN MORNING', open_pana: '***', open_digit: '*', close_digit: '*', close_pana: '***',
    open_time: '11:00 AM', close_time: '12:00 PM', game_status: '1', is_open: '1',
    open_session_open: true, close_session_open: true,
    ...overrides,
  };
}

/** A get_games.php handler answering with these markets. */
export const gamesOk = (...games: Game[]) => () => ({ success: '1', msg: '', result: games });

/**
 * The page in Hindi, as the shell leaves it for a Hindi player: this remote's
 * namespace and the shared ones registered, then the switch (which fetches
 * every registered namespace's Hindi before it completes, so nothing suspends).
 */
export async function inHindi() {
  for (const namespace of [COMMON, MESSAGES, SERVER, GAMES]) registerNamespace(namespace);
  await changeLanguage('hi');
}
