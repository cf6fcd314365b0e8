/**
 * Endpoint definitions more than one app's api slice declares (the shell's
 * home and the games remote both read the market list): written once here,
 * passed to `build.query` in each.
 */
import type { Game, GamesResponse, UserInfo } from '../api/types.js';
import { uniqueGames } from '../api/lists.js';
import type { ApiRequest, ApiTag } from './baseQuery.js';

/** get_games.php: the markets with the server's open/closed verdicts, de-duplicated. */
export const gamesQuery = {
  query: (phone_number: string): ApiRequest => ({ endpoint: 'games', body: { phone_number } }),
  transformResponse: (response: GamesResponse): Game[] => uniqueGames(response?.result),
  providesTags: ['Games'] as ApiTag[],
};

/** A user info worth keeping as the session (the server always names the phone number). */
export function isUserInfo(value: unknown): value is UserInfo {
  return !!value && typeof value === 'object' && typeof (value as UserInfo).phone_number === 'string'
    && (value as UserInfo).phone_number !== '';
}

