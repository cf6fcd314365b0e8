import { useEffect } from 'react';
import { selectIsBettingEnabled, whenIdle } from '@matka/shared/client';
import { useAppSelector } from '../app/hooks';
import { whenPageShown } from '../layout/pageShown';
import { prefetchRemotePage } from '../remotes/prefetchRemote';

/**
 * Home's next step is a tap on Play, which shows the games remote's picker.
 * Once home is on screen and the browser is idle, that page's code is
 * fetched, so the first tap into a market waits only for the market's data
 * (2.2 s on a slow phone network, most of it the remote's
 * code found one import level at a time; docs/PERFORMANCE.md "Targets").
 * Only for a player who can bid: nobody else is shown Play.
 */
export function usePrefetchGames(): void {
  const bettingEnabled = useAppSelector(selectIsBettingEnabled);
  useEffect(() => {
    if (!bettingEnabled) return undefined;
    let cancelIdle: (() => void) | undefined;
    const cancelShown = whenPageShown(() => {
      cancelIdle = whenIdle(() => void prefetchRemotePage('games', 'GameTypePicker'));
    });
    return () => {
      cancelShown();
      cancelIdle?.();
    };
  }, [bettingEnabled]);
}
